import { defaultPage, defaultPageSize } from '@xchange/contract/core';
import { offerTabCount } from '@xchange/contract/listings';
import { useSellerOffers } from '../api/get-seller-offers';

/** How many offers are in the seller's Open tab (open or countered), for the sidebar; undefined until known. */
export function useOpenOfferCount(): number | undefined {
  // the Offers page's first view asks the same, so on that page both share one request
  const offers = useSellerOffers({ tab: 'open', page: defaultPage, size: defaultPageSize });
  return offerTabCount(offers.data?.counts, 'open');
}
