import { useQuery } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import { advertsRequest, shopLimits } from '@xchange/contract/core';
import { useApi, useTakeEarly } from '@xchange/remote-kit';

/** POST advert (JSON list): docs/product.md §9 asks for 5 sorted by price ascending and shows the last 3 in the side column. */
export function useAdverts() {
  const api = useApi();
  const takeEarly = useTakeEarly();
  return useQuery({
    queryKey: ['shop', 'adverts'],
    queryFn: ({ signal }) => takeEarly(advertsRequest) ?? call(api, 'adverts', { body: advertsRequest.body!, signal, ...withoutNotices }),
    select: (page) => page.content.slice(-shopLimits.adverts),
    staleTime: 5 * 60_000,
  });
}
