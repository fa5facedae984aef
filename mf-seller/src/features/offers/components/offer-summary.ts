import type { Offer } from '@xchange/contract';

/** One line naming an offer in its dialogs: '2 × Keysight DSOX3034A from Ada Byron'. */
export const offerSummary = (offer: Offer): string => `${offer.quantity} × ${offer.productname} from ${offer.buyer.name}`;
