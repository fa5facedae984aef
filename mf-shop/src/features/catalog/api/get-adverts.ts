import { useQuery } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import { shopLimits } from '@xchange/contract/core';
import { useApi } from '@xchange/remote-kit';

/** POST advert (JSON list): docs/product.md §9 asks for 5 sorted by price ascending and shows the last 3 in the side column. */
export function useAdverts() {
  const api = useApi();
  return useQuery({
    queryKey: ['shop', 'adverts'],
    queryFn: ({ signal }) =>
      call(api, 'adverts', {
        body: { page: 1, size: shopLimits.advertRequestSize, sortBy: 'price', sortOrder: 'asc' },
        signal,
        ...withoutNotices,
      }),
    select: (page) => page.content.slice(-shopLimits.adverts),
    staleTime: 5 * 60_000,
  });
}
