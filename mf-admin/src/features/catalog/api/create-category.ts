import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Category, type CategoryForm } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { categoriesKey } from './get-categories';

/** POST categories/saveCategory: adds a category. */
export function useCreateCategory() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryForm) => api.post(endpoints.createCategory.path, { json: body }).json<Category>(),
    onSuccess: () => client.invalidateQueries({ queryKey: categoriesKey }),
  });
}
