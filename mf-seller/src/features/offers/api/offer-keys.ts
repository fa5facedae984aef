import { offersQueryRoot } from '@xchange/remote-kit';

/** Query keys of the seller's offers; every answer invalidates `sellerOffersKey`, an offer event on the stream the root. */
export const sellerOffersKey = [...offersQueryRoot, 'seller'] as const;
export const sellerOfferKey = (id: number) => [...sellerOffersKey, 'one', id] as const;
