import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { brandsKey } from './get-brands';

/** PUT brands/deleteBrand?id=: deletes a brand no listing uses. */
export function useDeleteBrand() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api, 'deleteBrand', { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: brandsKey }),
  });
}
