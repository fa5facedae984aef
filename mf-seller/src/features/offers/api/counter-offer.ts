import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import type { CounterOffer } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { sellerOffersKey } from './offer-keys';

/** POST offers/:id/counter: another amount per unit (a quote request's first price) and a message. */
export function useCounterOffer() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CounterOffer }) =>
      call(api, 'counterOffer', { params: { id }, body, ...withoutNotices }),
    onSettled: () => client.invalidateQueries({ queryKey: sellerOffersKey }),
  });
}
