import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type Brand, type Paged } from '@xchange/contract';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';

export const brandsKey = ['admin', 'brands'] as const;

/** POST brands/getBrands: one page of brands. */
export function useBrands(query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: [...brandsKey, query],
    queryFn: ({ signal }) => api.post(endpoints.brands.path, { json: listBody(query), signal }).json<Paged<Brand>>(),
    placeholderData: keepPreviousData,
  });
}
