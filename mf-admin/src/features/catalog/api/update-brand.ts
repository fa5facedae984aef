import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Brand, type UpdateBrand } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { brandsKey } from './get-brands';

/** PUT brands/updateBrand: renames a brand. */
export function useUpdateBrand() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBrand) => api.put(endpoints.updateBrand.path, { json: body }).json<Brand>(),
    onSuccess: () => client.invalidateQueries({ queryKey: brandsKey }),
  });
}
