import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type Category, type Paged } from '@xchange/contract';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';

export const categoriesKey = ['admin', 'categories'] as const;

/** POST categories/getCategories: one page of categories. */
export function useCategories(query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: [...categoriesKey, query],
    queryFn: ({ signal }) => api.post(endpoints.categories.path, { json: listBody(query), signal }).json<Paged<Category>>(),
    placeholderData: keepPreviousData,
  });
}
