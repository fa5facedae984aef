import { useQuery } from '@tanstack/react-query';
import { withoutNotices } from '@xchange/api-client';
import { endpoints, shopLimits, type AdvertisementPage } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST advert (JSON list): docs/product.md §9 asks for 5 sorted by price ascending and shows the last 3 in the side column. */
export function useAdverts() {
  const api = useApi();
  return useQuery({
    queryKey: ['shop', 'adverts'],
    queryFn: ({ signal }) =>
      api
        .post(endpoints.adverts.path, { json: { page: 1, size: shopLimits.advertRequestSize, sortBy: 'price', sortOrder: 'asc' }, signal, ...withoutNotices })
        .json<AdvertisementPage>(),
    select: (page) => page.content.slice(-shopLimits.adverts),
    staleTime: 5 * 60_000,
  });
}
