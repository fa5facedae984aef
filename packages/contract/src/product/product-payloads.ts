import * as v from 'valibot';
import { mediaFileSchema } from '../common/media';
import { booleanField, idField } from '../common/number';
import { bodyResponse, pagedResponse } from '../common/paged-response';
import { listingFactChecks } from '../specs/listing-facts';
import { autoAmountsCheck } from '../offer/offer-settings';
import { productFormEntries, productMessages, wireDiscountNotGreater, wireDiscountNotSame, type ProductForm } from './product-form';
import { productSchema } from './product-schema';

/** PUT product/update body: the form plus id and the kept files (only those with a url). */
const productUpdateObject = v.object({
  ...productFormEntries,
  id: idField,
  primaryfile: v.optional(v.nullable(mediaFileSchema), null),
  productfiles: v.optional(v.array(mediaFileSchema), []),
  /** The attached calibration certificate's url, sent back to keep it; empty or absent removes it (docs/product.md §2.9). */
  calibrationCertificate: v.optional(v.pipe(v.string(), v.maxLength(300)), ''),
});
export const productUpdateSchema = v.pipe(
  productUpdateObject,
  v.forward(v.partialCheck([['price'], ['discountprice']], wireDiscountNotGreater, productMessages.discountGreater), ['discountprice']),
  v.forward(v.partialCheck([['price'], ['discountprice']], wireDiscountNotSame, productMessages.discountSame), ['discountprice']),
  listingFactChecks<v.InferOutput<typeof productUpdateObject>>(),
  autoAmountsCheck<v.InferOutput<typeof productUpdateObject>>(),
);
export type ProductUpdateWire = v.InferOutput<typeof productUpdateSchema>;

/** The edited listing as the seller's form holds it: the form plus id, the kept files and the kept certificate. */
export type ProductUpdate = ProductForm & Pick<ProductUpdateWire, 'id' | 'primaryfile' | 'productfiles' | 'calibrationCertificate'>;
/** GET/DELETE product/:id path parameters. */
export const productIdParamsSchema = v.object({ id: idField });

/** POST product/update-feature-product body. */
export const featureProductSchema = v.object({ featuredStatus: booleanField, productid: idField, sellerid: idField });
export type FeatureProduct = v.InferOutput<typeof featureProductSchema>;

/** Text fields of POST product/single-file and product/files (multipart beside the file parts). */
/**
 * The listing a product/single-file or product/files upload is for, in the query string so the API checks the
 * seller owns it before reading a byte of the body.
 */
export const productFileQuerySchema = v.object({ productid: idField });
export type ProductFileQuery = v.InferOutput<typeof productFileQuerySchema>;
/** The text fields beside the files; a `productid` here (older clients) must name the query's listing. */
export const productFileFieldsSchema = v.object({ productid: v.optional(idField), primary: v.optional(booleanField, false) });
export type ProductFileFields = v.InferOutput<typeof productFileFieldsSchema>;

/** POST product answer: body{content,totalElements}. */
export const productListResponseSchema = bodyResponse(pagedResponse(productSchema));
export type ProductListResponse = v.InferOutput<typeof productListResponseSchema>;

/** POST product/files answer: the stored files. */
export const mediaFilesResponseSchema = v.array(mediaFileSchema);
/** A list of products (featured products, watchlist). */
export const productArraySchema = v.array(productSchema);
