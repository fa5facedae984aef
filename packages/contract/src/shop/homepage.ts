import * as v from 'valibot';
import { idField } from '../common/number';
import { listQueryEntries, shopDefaultPageSize } from '../common/list-query';
import { pagedResponse } from '../common/paged-response';
import { textField } from '../common/text';
import { productConditions, productSchema } from '../product/product';
import { priceFilterField } from './price-filter';

/** One location or several (the location filter is a checkbox list). */
const locationsField = v.optional(
  v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((x) => (Array.isArray(x) ? x : [x]).map((s) => s.trim()).filter(Boolean)),
  ),
);

/** POST home/homepage body (SPEC §7; empty filters may be omitted). */
export const homepageQuerySchema = v.object({
  ...listQueryEntries,
  size: v.optional(listQueryEntries.size.wrapped, shopDefaultPageSize),
  sortBy: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), 'price'),
  brand: v.optional(textField()),
  category: v.optional(textField()),
  condition: v.optional(v.picklist(productConditions)),
  minPrice: priceFilterField,
  maxPrice: priceFilterField,
  location: locationsField,
  seller: v.optional(idField),
  /** Distance filter around a place from GET places. */
  latitude: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  longitude: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  radiusKm: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(20000))),
});
export type HomepageQueryInput = v.InferInput<typeof homepageQuerySchema>;
export type HomepageQuery = v.InferOutput<typeof homepageQuerySchema>;

/** POST home/homepage answer; a status other than 200 shows body.message (SPEC §8). */
export const homepageResponseSchema = v.object({
  statusCodeValue: v.number(),
  statusCode: v.string(),
  body: pagedResponse(productSchema),
});
export type HomepageResponse = v.InferOutput<typeof homepageResponseSchema>;

/** SPEC §9: the shop shows the last 4 featured products and up to 3 adverts. */
export const shopLimits = { featured: 4, adverts: 3, advertRequestSize: 5 } as const;
