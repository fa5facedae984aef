import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import type { CatalogFacetsQueryInput } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/**
 * POST home/facets: how many listings each brand, category, condition and location would leave. Asked beside the
 * catalog call, never before it, so the grid does not wait; the last counts stay while the next ones load.
 */
export function useCatalogFacets(body: CatalogFacetsQueryInput) {
  const api = useApi();
  return useQuery({
    queryKey: ['shop', 'facets', body],
    queryFn: ({ signal }) => call(api, 'catalogFacets', { body, signal, ...withoutNotices }),
    placeholderData: keepPreviousData,
  });
}
