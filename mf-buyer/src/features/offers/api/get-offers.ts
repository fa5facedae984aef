import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { offerTabCount, type OfferTab } from '@xchange/contract/listings';
import { offersQueryRoot, useApi } from '@xchange/remote-kit';

/** Every buyer offer query starts with this key, so one change refreshes the page, its tabs and the sidebar. */
export const buyerOffersKey = [...offersQueryRoot, 'buyer'] as const;

// The seller's answers arrive as offer events on the message stream; polling covers a stream that is down.
const refreshMs = 30_000;

/** GET offers?role=buyer&tab=: one page of the buyer's offers in a tab, with the count per state. */
export function useBuyerOffers(tab: OfferTab, page: number, size: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...buyerOffersKey, 'list', tab, { page, size }],
    queryFn: ({ signal }) => call(api, 'offers', { query: { role: 'buyer', tab, page, size }, signal }),
    // the previous page stays while the next loads, never another tab's offers
    placeholderData: (previous, query) => (query?.queryKey[3] === tab ? previous : undefined),
    refetchInterval: refreshMs,
  });
}

/** How many offers a tab holds, from the counts per state. */
/** The buyer's count of offers per state, for the tabs and the sidebar. */
export function useOfferCounts() {
  const api = useApi();
  return useQuery({
    queryKey: [...buyerOffersKey, 'counts'],
    queryFn: ({ signal }) => call(api, 'offers', { query: { role: 'buyer', page: 1, size: 1 }, signal }),
    select: (page) => page.counts,
    refetchInterval: refreshMs,
  });
}

/** Open and countered offers: the sidebar's count. */
export const useOpenOfferCount = (): number | undefined => offerTabCount(useOfferCounts().data, 'open');
