import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';

export const brandsKey = ['admin', 'brands'] as const;

/** POST brands/getBrands: one page of brands. */
export function useBrands(query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: [...brandsKey, query],
    queryFn: ({ signal }) => call(api, 'brands', { body: listBody(query), signal }),
    placeholderData: keepPreviousData,
  });
}
