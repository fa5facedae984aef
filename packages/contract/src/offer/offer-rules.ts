import { formatCount, formatUsd } from '@xchange/contract/core';

/** docs/product.md §2.11: an offer names an amount; a quote request asks the seller to name one. */
export const offerKinds = ['offer', 'quote'] as const;
export type OfferKind = (typeof offerKinds)[number];

/** docs/product.md §2.11 states; `ordered` ends an accepted offer that became an order. */
export const offerStatuses = ['open', 'countered', 'accepted', 'declined', 'withdrawn', 'expired', 'ordered'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** The only moves between states (docs/product.md §2.11); every other one is refused with 409. */
export const offerTransitions: Readonly<Record<OfferStatus, readonly OfferStatus[]>> = {
  open: ['accepted', 'declined', 'countered', 'withdrawn', 'expired'],
  countered: ['accepted', 'declined', 'countered', 'expired'],
  accepted: ['ordered', 'expired'],
  declined: [],
  withdrawn: [],
  expired: [],
  ordered: [],
};
export const canMoveOffer = (from: OfferStatus, to: OfferStatus): boolean => offerTransitions[from].includes(to);

/** The Offers pages' tabs (buyer and seller hubs) and the states each shows. */
export const offerTabs = {
  open: ['open', 'countered'],
  accepted: ['accepted', 'ordered'],
  declined: ['declined', 'withdrawn'],
  expired: ['expired'],
} as const satisfies Record<string, readonly OfferStatus[]>;
export type OfferTab = keyof typeof offerTabs;
export const offerTabNames = Object.keys(offerTabs) as OfferTab[];
export const offerTabLabels: Readonly<Record<OfferTab, string>> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/** How many offers a tab holds, from an answer's count per state; undefined until the counts are known. */
export const offerTabCount = (counts: Partial<Record<OfferStatus, number>> | undefined, tab: OfferTab): number | undefined =>
  counts && offerTabs[tab].reduce((sum, status) => sum + (counts[status] ?? 0), 0);

/** States still waiting for an answer (one such offer per buyer and listing). */
export const liveOfferStatuses = ['open', 'countered'] as const satisfies readonly OfferStatus[];

/** What each party may do; `order` turns an accepted offer into an order. */
export const offerActions = ['accept', 'decline', 'counter', 'withdraw', 'order'] as const;
export type OfferAction = (typeof offerActions)[number];

/** A step of an offer's history: the parties' actions plus what the site does on its own. */
export const offerSteps = ['offer', 'quote', ...offerActions, 'auto-accept', 'auto-decline', 'expire', 'sold'] as const;
export type OfferStep = (typeof offerSteps)[number];

export const offerLimits = {
  messageMax: 1000,
  /** Hours an open or countered offer waits for its answer, and an accepted one for its order. */
  expiryHours: 48,
  /** Counters each party may make. */
  countersEachWay: 3,
  maxQuantity: 9999,
} as const;

export const offerStatusLabels: Readonly<Record<OfferStatus, string>> = {
  open: 'Open',
  countered: 'Countered',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  ordered: 'Ordered',
};

/** Every text the offer calls answer with (docs/product.md §2.11). */
export const offerTexts = {
  amountRequired: 'Please enter the amount you offer.',
  amountInvalid: 'The amount must be a positive amount in USD.',
  amountCents: 'The amount must be in whole cents.',
  quoteHasNoAmount: 'A quote request has no amount: the seller names the price.',
  quantityInvalid: `Quantity must be a whole number from 1 to ${offerLimits.maxQuantity}.`,
  messageMax: `The message must be at most ${formatCount(offerLimits.messageMax)} characters.`,
  roleInvalid: 'Role must be buyer or seller.',
  statusInvalid: `Status must be one of: ${offerStatuses.join(', ')}.`,
  tabInvalid: 'Tab must be one of: open, accepted, declined, expired.',
  autoAmountInvalid: 'Auto-accept and auto-decline amounts must be positive amounts in USD.',
  autoOrder: 'The auto-decline amount must be below the auto-accept amount.',
  notFound: 'This offer was not found.',
  listingUnavailable: 'This listing is not available in the shop.',
  ownListing: 'You cannot make an offer on your own listing.',
  offersOff: 'The seller does not take offers on this listing.',
  priceOnRequest: 'This listing is priced on request: request a quote instead of making an offer.',
  quoteNotOnRequest: 'This listing has a price: make an offer or order it at that price.',
  oneOpen: 'You already have an open offer on this listing. Answer or withdraw it first.',
  onlySellerAnswers: "Only the listing's seller can decline an offer.",
  onlyBuyerWithdraws: 'Only the buyer who made the offer can withdraw it.',
  onlyBuyerOrders: 'Only the buyer who made the offer can order it.',
  sellerAccountOnly: 'Only seller accounts have offers as a seller.',
  buyerAccountOnly: 'Only buyer accounts have offers as a buyer.',
  notYourTurn: (waitingFor: 'buyer' | 'seller') => `This offer is waiting for the ${waitingFor}'s answer.`,
  quoteNeedsAmount: 'A quote request has no price yet: answer it with a counter that names one.',
  noCountersLeft: `Each party can counter at most ${offerLimits.countersEachWay} times; accept or decline instead.`,
  cannotMove: (from: OfferStatus, action: OfferAction) =>
    `This offer is ${offerStatusLabels[from].toLowerCase()}: it cannot be ${actionPast[action]}.`,
  orderWindow: `An accepted offer can be ordered within ${offerLimits.expiryHours} hours of its acceptance.`,
  autoDeclined: "The seller's settings decline offers below a minimum amount: your offer was declined.",
  soldOut: 'The listing was sold, so this offer was declined.',
} as const;

const actionPast: Readonly<Record<OfferAction, string>> = {
  accept: 'accepted',
  decline: 'declined',
  counter: 'countered',
  withdraw: 'withdrawn',
  order: 'ordered',
};

/** "Place order at $X": the agreed unit amount times the quantity. */
export const offerOrderLabel = (amount: number, quantity: number): string => `Place order at ${formatUsd(amount * quantity)}`;
