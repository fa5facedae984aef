import type { CatalogFacetsQueryInput } from './catalog-facets';
import type { HomepageQueryInput } from './homepage';

/** The POST home/facets body of a catalog call's body: the same filters without page, size and sort. */
export function facetsBodyOf({ page: _p, size: _s, sortBy: _b, sortOrder: _o, ...filters }: HomepageQueryInput): CatalogFacetsQueryInput {
  return filters;
}
