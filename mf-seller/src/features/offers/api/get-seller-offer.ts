import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { sellerOfferKey } from './offer-keys';

/** GET offers/:id: one offer with its history (read when the seller opens it). */
export function useSellerOffer(id: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: sellerOfferKey(id),
    queryFn: ({ signal }) => call(api, 'offer', { params: { id }, signal }),
    enabled,
  });
}
