import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';

export const advertsKey = ['admin', 'adverts'] as const;

/** POST advert (JSON): one page of advertisements. */
export function useAdverts(query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: [...advertsKey, query],
    queryFn: ({ signal }) => call(api, 'adverts', { body: listBody(query), signal }),
    placeholderData: keepPreviousData,
  });
}
