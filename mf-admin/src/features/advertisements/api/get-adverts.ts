import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type AdvertisementPage } from '@xchange/contract';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';

export const advertsKey = ['admin', 'adverts'] as const;

/** POST advert (JSON): one page of advertisements. */
export function useAdverts(query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: [...advertsKey, query],
    queryFn: ({ signal }) => api.post(endpoints.adverts.path, { json: listBody(query), signal }).json<AdvertisementPage>(),
    placeholderData: keepPreviousData,
  });
}
