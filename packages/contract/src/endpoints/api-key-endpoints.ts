import { apiKeyIdParamsSchema, apiKeyListSchema, apiKeySchema, createdApiKeySchema, newApiKeySchema } from '../api-key/api-key';
import {
  listingBySkuSchema,
  listingSyncAnswerSchema,
  sellerListingsPageSchema,
  sellerListingsQuerySchema,
  skuParamsSchema,
} from '../api-key/listing-sync';
import { withSchemas } from './endpoint';
import { apiKeyPaths } from './api-key-paths';

/** docs/product.md §2.12: a seller's API keys (signed-in session only) and the listing sync an inventory system calls. */
export const apiKeyEndpoints = withSchemas(apiKeyPaths, {
  /** A new key: its secret is in this answer only. */
  createApiKey: { access: 'seller', body: newApiKeySchema, response: createdApiKeySchema },
  /** The caller's keys, newest first, revoked ones included. */
  apiKeys: { access: 'seller', response: apiKeyListSchema },
  /** Revokes one of the caller's keys at once. */
  revokeApiKey: { access: 'seller', params: apiKeyIdParamsSchema, response: apiKeySchema },
  /** Creates or updates the caller's listing with this SKU; the same body twice answers `unchanged`. */
  putListingBySku: {
    access: 'seller',
    scope: 'listings:write',
    params: skuParamsSchema,
    body: listingBySkuSchema,
    response: listingSyncAnswerSchema,
  },
  /** The caller's listings changed since `updatedSince`, oldest change first, paged. */
  sellerListings: { access: 'seller', scope: 'listings:read', query: sellerListingsQuerySchema, response: sellerListingsPageSchema },
});
