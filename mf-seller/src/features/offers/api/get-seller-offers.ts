import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { OfferTab } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { sellerOffersKey } from './offer-keys';

export interface SellerOffersQuery {
  tab: OfferTab;
  page: number;
  size: number;
}

/** How often an open Offers page asks again: offers arrive and lapse while it stays open. */
export const offerPollMs = 60_000;

/** GET offers?role=seller&tab=: one page of offers on the seller's listings, with the count per state. */
export function useSellerOffers(query: SellerOffersQuery, options: { poll?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: [...sellerOffersKey, 'list', query],
    queryFn: ({ signal }) => call(api, 'offers', { query: { role: 'seller', ...query }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: options.poll ? offerPollMs : false,
  });
}
