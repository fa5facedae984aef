import * as v from 'valibot';
import { homepageQuerySchema } from './homepage';

/**
 * POST home/facets body: the catalog call's body (docs/product.md §2.4); its page, size and sort change no count, so
 * they are dropped here and a shopper paging or re-sorting asks the same counts.
 */
export const catalogFacetsQuerySchema = v.omit(homepageQuerySchema, ['page', 'size', 'sortBy', 'sortOrder']);
export type CatalogFacetsQueryInput = v.InferInput<typeof catalogFacetsQuerySchema>;
export type CatalogFacetsQuery = v.InferOutput<typeof catalogFacetsQuerySchema>;

/** One choice of a filter and how many listings choosing it would show. */
const facetCountSchema = v.object({ value: v.string(), count: v.number() });
export type FacetCount = v.InferOutput<typeof facetCountSchema>;

/**
 * POST home/facets answer: for each choice of the brand, category, condition and location filters, the listings the
 * search and the OTHER filters leave (a filter's own choice is not counted against it). Choices that leave none are
 * left out.
 */
export const catalogFacetsSchema = v.object({
  brands: v.array(facetCountSchema),
  categories: v.array(facetCountSchema),
  conditions: v.array(facetCountSchema),
  locations: v.array(facetCountSchema),
  /** The words counted instead of the typed ones, as the catalog call says (correctedQuery). */
  correctedQuery: v.optional(v.string()),
});
export type CatalogFacets = v.InferOutput<typeof catalogFacetsSchema>;
