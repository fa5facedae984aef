import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { idempotencyKeyHeader } from '@xchange/contract/accounts';
import type { OfferOrder } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { buyerOffersKey } from './get-offers';

/** POST offers/:id/order with the attempt's Idempotency-Key: a retry of the same attempt answers the same order. */
export function useOrderOffer() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: number; body: OfferOrder; key: string }) =>
      call(api, 'orderOffer', { params: { id }, body, headers: { [idempotencyKeyHeader]: key } }),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: buyerOffersKey }), client.invalidateQueries({ queryKey: ['orders'] })]),
  });
}
