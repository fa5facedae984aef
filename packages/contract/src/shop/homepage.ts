import * as v from 'valibot';
import { grades, maxSpecFilters, productConditions, shopDefaultPageSize, specLimits, warrantyDays } from '@xchange/contract/core';
import { booleanField, idField } from '../common/number';
import { listQueryEntries } from '../common/list-query';
import { pagedResponse } from '../common/paged-response';
import { textField } from '../common/text';
import { productSchema } from '../product/product-schema';
import { priceFilterField } from './price-filter';

/** One location or several (the location filter is a checkbox list). */
const locationsField = v.optional(
  v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((x) => (Array.isArray(x) ? x : [x]).map((s) => s.trim()).filter(Boolean)),
  ),
);

const specBound = v.optional(v.pipe(v.number(), v.finite(), v.minValue(-specLimits.number), v.maxValue(specLimits.number)));

/** docs/product.md §2.4: a range on a number field, choices of a list field, or yes/no of a yes/no field. */
const specFilterSchema = v.union([
  v.object({ field: idField, options: v.pipe(v.array(idField), v.minLength(1), v.maxLength(specLimits.options)) }),
  v.object({ field: idField, yes: v.boolean() }),
  v.pipe(
    v.object({ field: idField, min: specBound, max: specBound }),
    v.check((f) => f.min !== undefined || f.max !== undefined, 'A range filter needs a lowest or a highest value.'),
  ),
]);

/** The shop's sorts. relevance: sellers with an active promotion first, then search rank, then newest. */
export const shopSortFields = ['relevance', 'price', 'newest', 'createdAt', 'name'] as const;
export type ShopSortField = (typeof shopSortFields)[number];
/** Older names of the same sorts (the seller and admin lists say productname / createdat). */
const sortAliases: Record<string, ShopSortField> = { productname: 'name', createdat: 'createdAt', date: 'createdAt' };
/** The shop's largest page (docs/product.md §9 page sizes 10, 20, 50, 100). */
export const shopMaxPageSize = 100;
export const shopSortMessage = `Sort by one of: ${shopSortFields.join(', ')}.`;
export const kmPerMile = 1.609344;

const sortByField = v.pipe(
  v.string(),
  v.trim(),
  v.transform(
    (s) =>
      (Object.hasOwn(sortAliases, s.toLowerCase()) ? sortAliases[s.toLowerCase()] : undefined) ??
      shopSortFields.find((f) => f.toLowerCase() === s.toLowerCase()) ??
      s,
  ),
  v.picklist(shopSortFields, shopSortMessage),
);

/** POST home/homepage body (docs/product.md §7; empty filters may be omitted). */
export const homepageQuerySchema = v.object({
  ...listQueryEntries,
  size: v.optional(v.pipe(listQueryEntries.size.wrapped, v.maxValue(shopMaxPageSize)), shopDefaultPageSize),
  sortBy: v.optional(sortByField, 'price'),
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
  /** The UI's unit ("within N miles"); wins over radiusKm when both are sent. */
  radiusMiles: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(12500))),
  radiusKm: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(20000))),
  /** docs/product.md §2.4: filters on the chosen category's specification fields. */
  specs: v.optional(v.pipe(v.array(specFilterSchema), v.maxLength(maxSpecFilters)), []),
  /** Only listings calibrated with a certificate attached. */
  calibrated: v.optional(booleanField),
  grades: v.optional(v.pipe(v.array(v.picklist(grades)), v.maxLength(grades.length)), []),
  /** At least this many days of warranty. */
  warrantyMin: v.optional(v.picklist(warrantyDays)),
  /** The search's words exactly as typed: no typo correction ('Search instead for …'). */
  exact: v.optional(booleanField),
});
export type HomepageQueryInput = v.InferInput<typeof homepageQuerySchema>;
export type HomepageQuery = v.InferOutput<typeof homepageQuerySchema>;

/** The distance filter's radius in miles, or undefined without a complete distance filter. */
export function radiusMilesOf(q: Pick<HomepageQuery, 'latitude' | 'longitude' | 'radiusMiles' | 'radiusKm'>): number | undefined {
  if (q.latitude === undefined || q.longitude === undefined) return undefined;
  return q.radiusMiles ?? (q.radiusKm === undefined ? undefined : q.radiusKm / kmPerMile);
}

/** POST home/homepage answer; a status other than 200 shows body.message (docs/product.md §8). */
export const homepageResponseSchema = v.object({
  statusCodeValue: v.number(),
  statusCode: v.string(),
  body: v.object({
    ...pagedResponse(productSchema).entries,
    /** The words searched instead of the typed ones when those found (almost) nothing: "Showing results for …". */
    correctedQuery: v.optional(v.string()),
    /** true when more than `catalogTotalCap` (shop/catalog.ts) listings match: totalElements is then the cap, shown "10,000+". */
    totalIsLowerBound: v.optional(v.boolean()),
  }),
});
export type HomepageResponse = v.InferOutput<typeof homepageResponseSchema>;
