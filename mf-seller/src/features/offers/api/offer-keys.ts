/** Query keys of the seller's offers; every answer to an offer invalidates `sellerOffersKey`. */
export const sellerOffersKey = ['seller', 'offers'] as const;
export const sellerOfferKey = (id: number) => [...sellerOffersKey, 'one', id] as const;
