import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { sellerOffersKey } from './offer-keys';

/** POST offers/:id/accept: the seller takes the amount on the table; the page shows a refusal itself. */
export function useAcceptOffer() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api, 'acceptOffer', { params: { id }, body: {}, ...withoutNotices }),
    // a refusal (say, the offer lapsed meanwhile) also means the list is out of date
    onSettled: () => client.invalidateQueries({ queryKey: sellerOffersKey }),
  });
}
