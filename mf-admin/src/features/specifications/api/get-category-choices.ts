import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { maxPageSize } from '@xchange/contract/core';
import { useApi } from '@xchange/remote-kit';

/** POST categories/getCategories: every category, by name, to choose whose fields to edit. */
export function useCategoryChoices() {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'spec-categories'],
    queryFn: ({ signal }) => call(api, 'categories', { body: { page: 1, size: maxPageSize, sortBy: 'name', sortOrder: 'asc' }, signal }),
  });
}
