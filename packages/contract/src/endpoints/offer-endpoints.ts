import {
  adminOffersQuerySchema,
  counterOfferSchema,
  declineOfferSchema,
  newOfferSchema,
  offerArraySchema,
  offerIdParamsSchema,
  offerListQuerySchema,
  offerNoteSchema,
  offerOrderResultSchema,
  offerOrderSchema,
  offerPageSchema,
  offerSchema,
} from '../offer/offer';
import { withSchemas } from './endpoint';
import { offerPaths } from './offer-paths';

const action = { access: 'signed-in', params: offerIdParamsSchema, response: offerSchema } as const;

/** docs/product.md §2.11: offers and quote requests, answered by the listing's seller, ending in an order. */
export const offerEndpoints = withSchemas(offerPaths, {
  /** A buyer's offer (amount per unit) or quote request on a listing of another seller. */
  createOffer: { access: 'buyer', body: newOfferSchema, response: offerSchema },
  /** The caller's offers as buyer (?role=buyer) or seller (?role=seller), newest change first, paged. */
  offers: { access: 'signed-in', query: offerListQuerySchema, response: offerPageSchema },
  /** One offer of the caller's with its history. */
  offer: { access: 'signed-in', params: offerIdParamsSchema, response: offerSchema },
  /** The party the offer waits for accepts the amount on the table. */
  acceptOffer: { ...action, body: offerNoteSchema },
  /** The seller declines (optional reason). */
  declineOffer: { ...action, body: declineOfferSchema },
  /** The party the offer waits for names another amount (at most 3 counters each). */
  counterOffer: { ...action, body: counterOfferSchema },
  /** The buyer withdraws an open offer. */
  withdrawOffer: { ...action, body: offerNoteSchema },
  /** The buyer orders an accepted offer at the agreed amount (Idempotency-Key header, like order/save). */
  orderOffer: { access: 'buyer', params: offerIdParamsSchema, body: offerOrderSchema, response: offerOrderResultSchema },
  /** One listing's offers with their history, read-only (disputes). */
  adminOffers: { access: 'admin', query: adminOffersQuerySchema, response: offerArraySchema },
});
