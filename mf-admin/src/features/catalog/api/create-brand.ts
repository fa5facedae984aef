import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Brand, type BrandForm } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { brandsKey } from './get-brands';

/** POST brands: adds a brand. */
export function useCreateBrand() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandForm) => api.post(endpoints.createBrand.path, { json: body }).json<Brand>(),
    onSuccess: () => client.invalidateQueries({ queryKey: brandsKey }),
  });
}
