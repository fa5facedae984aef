import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import type { DeclineOffer } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { sellerOffersKey } from './offer-keys';

/** POST offers/:id/decline with an optional reason; the dialog shows a refusal itself. */
export function useDeclineOffer() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DeclineOffer }) =>
      call(api, 'declineOffer', { params: { id }, body, ...withoutNotices }),
    onSettled: () => client.invalidateQueries({ queryKey: sellerOffersKey }),
  });
}
