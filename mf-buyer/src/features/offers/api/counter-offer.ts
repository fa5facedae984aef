import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { CounterOffer } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { buyerOffersKey } from './get-offers';

/** POST offers/:id/counter: the buyer names another amount per unit. */
export function useCounterOffer() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CounterOffer }) => call(api, 'counterOffer', { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: buyerOffersKey }),
  });
}
