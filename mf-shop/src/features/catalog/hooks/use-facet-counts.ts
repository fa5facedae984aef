import { useMemo } from 'react';
import { toHomepageBody } from '@xchange/contract/core';
import { facetsBodyOf } from '@xchange/contract/listings';
import type { CatalogFacets, FacetCount, ShopQuery } from '@xchange/contract';
import { useCatalogFacets } from '../api/get-catalog-facets';

export type FacetCounts = Record<Exclude<keyof CatalogFacets, 'correctedQuery'>, ReadonlyMap<string, number>>;

const toMap = (list: FacetCount[]) => new Map(list.map((c) => [c.value, c.count]));

/** The filter counts of a shop view by option, or undefined until the first counts arrive (or when they failed). */
export function useFacetCounts(query: ShopQuery): FacetCounts | undefined {
  const body = useMemo(() => facetsBodyOf(toHomepageBody(query)), [query]);
  const { data } = useCatalogFacets(body);
  return useMemo(
    () =>
      data && {
        brands: toMap(data.brands),
        categories: toMap(data.categories),
        conditions: toMap(data.conditions),
        locations: toMap(data.locations),
      },
    [data],
  );
}
