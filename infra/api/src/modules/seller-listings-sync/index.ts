// Listing sync by SKU (docs/product.md §2.12): mounted by modules/index.ts.
export { sellerListingsSyncRoutes } from './routes.ts';
// the spreadsheet import (seller-imports) writes each row through the same create-or-update
export { putListingBySku, type SyncCaller } from './service.ts';
