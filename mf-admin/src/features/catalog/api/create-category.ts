import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { CategoryForm } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { categoriesKey } from './get-categories';

/** POST categories/saveCategory: adds a category. */
export function useCreateCategory() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryForm) => call(api, 'createCategory', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: categoriesKey }),
  });
}
