import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type MessageResponse } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { promotionsKey } from './get-promotions';

/** PUT promotions/deletePromotion?id=. */
export function useDeletePromotion() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put(endpoints.deletePromotion.path, { searchParams: { id } }).json<MessageResponse>(),
    onSuccess: () => client.invalidateQueries({ queryKey: promotionsKey }),
  });
}
