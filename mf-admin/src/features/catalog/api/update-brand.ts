import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { UpdateBrand } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { brandsKey } from './get-brands';

/** PUT brands/updateBrand: renames a brand. */
export function useUpdateBrand() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBrand) => call(api, 'updateBrand', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: brandsKey }),
  });
}
