import type { EndpointPath } from './endpoint';

/** docs/product.md §2.12 calls: seller API keys and listing sync by SKU: method and path (`api-key-endpoints.ts` adds the rest). */
export const apiKeyPaths = {
  createApiKey: { method: 'POST', path: 'seller/api-keys' },
  apiKeys: { method: 'GET', path: 'seller/api-keys' },
  revokeApiKey: { method: 'DELETE', path: 'seller/api-keys/:id' },
  putListingBySku: { method: 'PUT', path: 'seller/listings/by-sku/:sku' },
  sellerListings: { method: 'GET', path: 'seller/listings' },
} as const satisfies Record<string, EndpointPath>;
