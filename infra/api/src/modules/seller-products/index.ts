// What other modules may use from seller-products: the listing sync (seller-listings-sync) writes and shows listings as the form does
// (its batch writer for the import shares the form's columns).
export { forgetProductMedia, productMediaConfig } from './media.ts';
export { publishTexts } from './upload-gate.ts';
export { formColumns, insertProduct, ownProduct, resolveCatalogIds, updateProductRow, type Tx } from './repo.ts';
export { withSellerFields } from '../shop/index.ts';
// the spreadsheet import (seller-imports) stores pictures fetched by URL within the same quota
export { assertQuota, uploadLimits, type UploadLimits } from './upload-gate.ts';
export { type ProductMediaConfig } from './media.ts';
