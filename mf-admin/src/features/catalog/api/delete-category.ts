import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { categoriesKey } from './get-categories';

/** PUT categories/deleteCategory?id=: deletes a category no listing uses. */
export function useDeleteCategory() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api, 'deleteCategory', { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: categoriesKey }),
  });
}
