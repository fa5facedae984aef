import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';

export const categoriesKey = ['admin', 'categories'] as const;

/** POST categories/getCategories: one page of categories. */
export function useCategories(query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: [...categoriesKey, query],
    queryFn: ({ signal }) => call(api, 'categories', { body: listBody(query), signal }),
    placeholderData: keepPreviousData,
  });
}
