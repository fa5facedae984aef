// Listing sync by SKU (docs/product.md §2.12): mounted by modules/index.ts.
export { sellerListingsSyncRoutes } from './routes.ts';
// the spreadsheet import (seller-imports) writes each row through the same create-or-update
export { putListingBySku, type SyncCaller } from './service.ts';
export { writeListingsBySku, type BatchListing, type BatchOutcome, type SellerPlace } from './write-batch.ts';
export { listingsWritten, type WrittenListing } from './listings-written.ts';
