import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { BrandForm } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { brandsKey } from './get-brands';

/** POST brands: adds a brand. */
export function useCreateBrand() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandForm) => call(api, 'createBrand', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: brandsKey }),
  });
}
