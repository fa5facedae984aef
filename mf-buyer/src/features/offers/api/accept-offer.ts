import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { buyerOffersKey } from './get-offers';

/** POST offers/:id/accept: the buyer takes the seller's counter. */
export function useAcceptOffer() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api, 'acceptOffer', { params: { id }, body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: buyerOffersKey }),
  });
}
