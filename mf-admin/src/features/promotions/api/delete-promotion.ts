import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { promotionsKey } from './get-promotions';

/** PUT promotions/deletePromotion?id=. */
export function useDeletePromotion() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api, 'deletePromotion', { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: promotionsKey }),
  });
}
