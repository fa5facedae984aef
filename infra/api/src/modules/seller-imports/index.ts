// Listing import from a spreadsheet (docs/product.md §2.12): mounted by modules/index.ts.
export { sellerImportRoutes } from './routes.ts';
export { injectImageSourceForTests } from './image-sources.ts';
