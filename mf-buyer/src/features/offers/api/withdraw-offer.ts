import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { buyerOffersKey } from './get-offers';

/** POST offers/:id/withdraw: the buyer takes back an open offer. */
export function useWithdrawOffer() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api, 'withdrawOffer', { params: { id }, body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: buyerOffersKey }),
  });
}
