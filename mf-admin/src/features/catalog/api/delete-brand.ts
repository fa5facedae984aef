import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type MessageResponse } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { brandsKey } from './get-brands';

/** PUT brands/deleteBrand?id=: deletes a brand no listing uses. */
export function useDeleteBrand() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put(endpoints.deleteBrand.path, { searchParams: { id } }).json<MessageResponse>(),
    onSuccess: () => client.invalidateQueries({ queryKey: brandsKey }),
  });
}
