import type { EndpointPath } from './endpoint';

/** docs/product.md §2.12 calls: a seller's listings and orders as spreadsheet files (`export-endpoints.ts` adds the rest). */
export const exportPaths = {
  exportListingsCsv: { method: 'GET', path: 'seller/exports/listings.csv' },
  exportListingsXlsx: { method: 'GET', path: 'seller/exports/listings.xlsx' },
  exportOrdersCsv: { method: 'GET', path: 'seller/exports/orders.csv' },
  exportOrdersXlsx: { method: 'GET', path: 'seller/exports/orders.xlsx' },
} as const satisfies Record<string, EndpointPath>;
