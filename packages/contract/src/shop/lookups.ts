import * as v from 'valibot';
import { sellerSummarySchema } from '../product/product-schema';

/** GET home/lookups answer: the shop's filter choices (docs/product.md §3). */
export const lookupsSchema = v.object({
  manufacturer: v.array(v.string()),
  seller: v.array(sellerSummarySchema),
  categories: v.array(v.string()),
  location: v.array(v.string()),
});
export type LookupsWire = v.InferOutput<typeof lookupsSchema>;

/** docs/product.md §3 brand/category lookup item. */
export const lookupItemSchema = v.object({ name: v.string(), value: v.string() });
export type LookupItem = v.InferOutput<typeof lookupItemSchema>;
