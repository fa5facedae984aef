import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { buyerOffersKey } from './get-offers';

/** GET offers/:id: one offer with its history, asked for when the buyer opens the history. */
export function useOfferHistory(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...buyerOffersKey, 'one', id],
    queryFn: ({ signal }) => call(api, 'offer', { params: { id }, signal }),
    select: (offer) => offer.history ?? [],
  });
}
