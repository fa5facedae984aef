import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Category, type UpdateCategory } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { categoriesKey } from './get-categories';

/** PUT categories/udateCategory: edits a category. */
export function useUpdateCategory() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCategory) => api.put(endpoints.updateCategory.path, { json: body }).json<Category>(),
    onSuccess: () => client.invalidateQueries({ queryKey: categoriesKey }),
  });
}
