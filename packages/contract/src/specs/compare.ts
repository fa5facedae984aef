import * as v from 'valibot';
import { parseCompareIds } from '@xchange/contract/listings';
import { productSchema } from '../product/product-schema';

/** GET compare?ids=3,7,12 (docs/product.md §2.10). */
export const compareQuerySchema = v.object({
  ids: v.pipe(
    v.string('Name the listings to compare, e.g. ?ids=3,7,12.'),
    v.maxLength(200, 'Name at most 4 listings to compare.'),
    v.transform((s: string) => parseCompareIds(s)),
    v.minLength(1, 'Name the listings to compare, e.g. ?ids=3,7,12.'),
  ),
});

/** One row of the comparison: a label, one cell per listing (null where it does not apply), and whether they differ. */
export const compareRowSchema = v.object({
  key: v.string(),
  label: v.string(),
  cells: v.array(v.nullable(v.string())),
  differs: v.boolean(),
});
export type CompareRow = v.InferOutput<typeof compareRowSchema>;

export const compareResponseSchema = v.object({
  /** The visible listings named, in the order asked. */
  products: v.array(productSchema),
  /** Ids that name no listing for sale (sold, withdrawn or never there). */
  missing: v.array(v.number()),
  rows: v.array(compareRowSchema),
});
export type CompareResponse = v.InferOutput<typeof compareResponseSchema>;
