import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type MessageResponse } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { categoriesKey } from './get-categories';

/** PUT categories/deleteCategory?id=: deletes a category no listing uses. */
export function useDeleteCategory() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put(endpoints.deleteCategory.path, { searchParams: { id } }).json<MessageResponse>(),
    onSuccess: () => client.invalidateQueries({ queryKey: categoriesKey }),
  });
}
