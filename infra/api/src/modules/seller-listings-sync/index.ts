// Listing sync by SKU (docs/product.md §2.12): mounted by modules/index.ts.
export { sellerListingsSyncRoutes } from './routes.ts';
