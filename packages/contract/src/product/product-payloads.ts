import * as v from 'valibot';
import { mediaFileSchema, videoUnreadableMessage } from '../common/media';
import { booleanField, idField } from '../common/number';
import { bodyResponse, pagedResponse } from '../common/paged-response';
import {
  productFormEntries,
  productFormToWire,
  productMessages,
  wireDiscountNotGreater,
  wireDiscountNotSame,
  type ProductForm,
} from './product-form';
import { productSchema } from './product';

/** PUT product/update body: the form plus id and the kept files (only those with a url). */
export const productUpdateSchema = v.pipe(
  v.object({
    ...productFormEntries,
    id: idField,
    primaryfile: v.optional(v.nullable(mediaFileSchema), null),
    productfiles: v.optional(v.array(mediaFileSchema), []),
  }),
  v.forward(v.partialCheck([['price'], ['discountprice']], wireDiscountNotGreater, productMessages.discountGreater), ['discountprice']),
  v.forward(v.partialCheck([['price'], ['discountprice']], wireDiscountNotSame, productMessages.discountSame), ['discountprice']),
);
export type ProductUpdateWire = v.InferOutput<typeof productUpdateSchema>;

/** The edited listing as the seller's form holds it: the form plus id and the kept files. */
export type ProductUpdate = ProductForm & Pick<ProductUpdateWire, 'id' | 'primaryfile' | 'productfiles'>;
/** PUT product/update's body under the wire's names (docs/glossary.md). */
export const productUpdateToWire = ({ id, primaryfile, productfiles, ...form }: ProductUpdate): ProductUpdateWire => ({
  ...productFormToWire(form),
  id,
  primaryfile,
  productfiles,
});

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

/** Upload types accepted for product and advertisement media (docs/product.md §5: image and video). */
export const productMediaTypes = ['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/webm'] as const;
/** Largest accepted product upload per kind (issue 7): pictures 15 MB, videos 200 MB. */
export const productMediaMaxBytes = { image: 15 * 1024 * 1024, video: 200 * 1024 * 1024 } as const;
/** What a seller reads when a picked file cannot be used (the form checks before sending, the API again by content). */
export const productMediaMessages = {
  type: 'Please choose a picture (JPEG, PNG, WebP) or a video (MP4, WebM).',
  tooLarge: 'Pictures may be at most 15 MB and videos at most 200 MB.',
  unreadable: 'This picture could not be read.',
  pixelFlood: 'This picture has too many pixels (more than 40 megapixels). Please upload a smaller picture.',
  noVideoTrack: videoUnreadableMessage,
} as const;

/** Why a picked file cannot be product media, or undefined when it can (by its announced type; the API sniffs the content). */
export function productMediaProblem(file: { type: string; size: number }): string | undefined {
  if (!(productMediaTypes as readonly string[]).includes(file.type)) return productMediaMessages.type;
  const kind = file.type.startsWith('video/') ? 'video' : 'image';
  return file.size > productMediaMaxBytes[kind] ? productMediaMessages.tooLarge : undefined;
}

/** POST product answer: body{content,totalElements}. */
export const productListResponseSchema = bodyResponse(pagedResponse(productSchema));
export type ProductListResponse = v.InferOutput<typeof productListResponseSchema>;

/** POST product/files answer: the stored files. */
export const mediaFilesResponseSchema = v.array(mediaFileSchema);
/** A list of products (featured products, watchlist). */
export const productArraySchema = v.array(productSchema);
