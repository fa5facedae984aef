import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { UpdateCategory } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { categoriesKey } from './get-categories';

/** PUT categories/udateCategory: edits a category. */
export function useUpdateCategory() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCategory) => call(api, 'updateCategory', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: categoriesKey }),
  });
}
