// Listing and order exports (docs/product.md §2.12): mounted by modules/index.ts.
export { sellerExportRoutes } from './routes.ts';
