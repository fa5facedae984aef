import { formatUsd } from '@xchange/contract/core';
import { offerLimits } from '@xchange/contract/listings';
import type { OfferKind, OfferStep, OfferTab } from './offer-rules';

/** The product form's "Offers and pricing" section (docs/product.md §2.11). */
export const offerSettingsFormTexts = {
  title: 'Offers and pricing',
  hint: 'Let buyers negotiate the price, or have them ask you for a quote.',
  acceptOffers: 'Accept offers',
  acceptOffersHelp: `Buyers can offer their own price per unit. You accept, decline or counter under Offers; an offer waits ${offerLimits.expiryHours} hours for your answer.`,
  autoDeclineBelow: 'Auto-decline below (USD)',
  autoDeclineHelp: 'Offers below this amount per unit are declined at once. Leave empty to answer every offer yourself.',
  autoAcceptAt: 'Auto-accept at or above (USD)',
  autoAcceptHelp: 'Offers at or above this amount per unit are accepted at once. Leave empty to answer every offer yourself.',
  amountsPrivate: 'Buyers never see these two amounts.',
  priceOnRequest: 'Price on request',
  priceOnRequestHelp:
    "Buyers see 'Request a quote' in place of the price and the cart button, and you name the price when you answer. The price above is still required: it stays as this listing's reference price.",
  priceOnRequestTakesQuotes:
    'A listing priced on request takes quote requests, not offers: your offer settings apply once you show a price again.',
} as const;

/** What each step of an offer's history says (the seller's and the admin's views). */
export const offerHistoryLabels: Readonly<Record<OfferStep, string>> = {
  offer: 'Offer made',
  quote: 'Quote requested',
  accept: 'Accepted',
  decline: 'Declined',
  counter: 'Countered',
  withdraw: 'Withdrawn',
  order: 'Ordered',
  'auto-accept': 'Accepted automatically',
  'auto-decline': 'Declined automatically',
  expire: 'Expired',
  sold: 'Declined: the listing was sold',
};
export const offerPartyLabels = { buyer: 'Buyer', seller: 'Seller', site: 'The Xchange' } as const;
export const offerKindLabels: Readonly<Record<OfferKind, string>> = { offer: 'Offer', quote: 'Quote request' };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** How long until `expiresAt` from `now`, e.g. '1 day 4 hours', '35 minutes'; null once it has passed. */
export function offerTimeLeft(expiresAt: string, now: number): string | null {
  const minutes = Math.floor((new Date(expiresAt).getTime() - now) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 0) return null;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0) return plural(hours, 'hour');
  return plural(Math.max(minutes, 1), 'minute');
}

/** How an amount per unit compares with the asking price: '15% below asking', 'the asking price'. */
export function offerVersusAsking(amount: number, asking: number): string {
  if (amount === asking) return 'the asking price';
  const percent = Math.round((Math.abs(amount - asking) / asking) * 100);
  if (percent === 0) return 'about the asking price';
  return `${percent}% ${amount < asking ? 'below' : 'above'} asking`;
}

/** The seller hub's Offers page (docs/product.md §2.11). */
export const sellerOfferPageTexts = {
  navLabel: (open: number) => (open > 0 ? `Offers (${open})` : 'Offers'),
  title: 'Offers',
  metaTitle: 'Seller Offers',
  description: "Buyers' offers and quote requests on your listings: answer them, see what was agreed and what lapsed.",
  intro: `Buyers' offers and quote requests on your listings. Each waits ${offerLimits.expiryHours} hours for an answer: accept it, decline it, or counter with your own price.`,
  tabsLabel: 'Offers by state',
  empty: {
    open: 'No offers are waiting. Offers and quote requests on your listings appear here.',
    accepted: 'No accepted offers yet. An offer you accept appears here until the buyer orders it.',
    declined: 'No declined or withdrawn offers.',
    expired: 'No expired offers.',
  } satisfies Record<OfferTab, string>,
  what: 'your offers',
  buyer: 'Buyer',
  quantity: 'Quantity',
  perUnit: 'Per unit',
  total: 'Total',
  asking: 'Asking price',
  onRequest: 'Priced on request',
  noPriceYet: 'No price yet: answer with the price you ask.',
  message: "Buyer's message",
  noMessage: 'The buyer left no message.',
  waitingForYou: 'Waiting for your answer',
  waitingForBuyer: "Waiting for the buyer's answer",
  expiresIn: (left: string) => `Expires in ${left}`,
  orderWindow: (left: string) => `The buyer can order it for ${left} more`,
  ordered: 'Ordered at the agreed price: the order is under Orders, In Progress.',
  showHistory: 'Show history',
  hideHistory: 'Hide history',
  historyLabel: (productname: string) => `History of the offer on ${productname}`,
  you: 'You',
  accept: 'Accept',
  decline: 'Decline',
  counter: 'Counter',
  quotePrice: 'Quote a price',
  acceptTitle: 'Accept this offer?',
  acceptMessage: (quantity: number, amount: number, buyer: string) =>
    `Accept ${quantity} × ${formatUsd(amount)} (${formatUsd(amount * quantity)} in total) from ${buyer}? The buyer then has ${offerLimits.expiryHours} hours to place the order at this price, which cannot change afterwards.`,
  declineTitle: 'Decline this offer',
  declineReason: 'Reason (optional)',
  declineReasonHelp: 'The buyer sees your reason in the offer and in the mail we send.',
  declineSubmit: 'Decline offer',
  counterTitle: 'Counter this offer',
  quoteTitle: 'Quote a price',
  counterAmount: 'Your price per unit (USD)',
  counterMessage: 'Message (optional)',
  counterAsking: (asking: number) => `Your asking price: ${formatUsd(asking)} per unit.`,
  countersLeft: (n: number) => (n === 1 ? 'This is your last counter on this offer.' : `You can counter ${n} more times on this offer.`),
  counterSubmit: 'Send counter',
  quoteSubmit: 'Send price',
  accepted: `Offer accepted. The buyer has ${offerLimits.expiryHours} hours to place the order.`,
  declined: 'Offer declined.',
  countered: 'Your counter was sent to the buyer.',
  quoted: 'Your price was sent to the buyer.',
} as const;

/** The admin's read-only view of a listing's offers (docs/product.md §2.11, for disputes). */
export const adminOfferTexts = {
  view: 'View offers',
  viewOn: (productId: number) => `View offers on listing ${productId}`,
  lookupTitle: 'Offers on a listing',
  lookupHint: 'Every offer and quote request on one listing with each step, read-only, for disputes.',
  listingId: 'Listing ID',
  listingIdInvalid: 'Please enter a listing ID: a whole number.',
  dialogTitle: (productId: number) => `Offers on listing ${productId}`,
  none: 'No offers or quote requests on this listing.',
  what: "this listing's offers",
  buyer: 'Buyer',
  seller: 'Seller',
  account: (name: string, id: number) => `${name} (account ${id})`,
  amount: 'Amount',
  amountTimes: (amount: number, quantity: number) => `${formatUsd(amount)} per unit × ${quantity} = ${formatUsd(amount * quantity)}`,
  noPriceYet: 'No price yet',
  asking: 'Asking price',
  perUnit: (amount: number) => `${formatUsd(amount)} per unit`,
  onRequest: 'Priced on request',
  made: 'Made',
  expires: 'Expires',
  order: 'Order',
  orderNumber: (id: number) => `Order ${id}`,
  record: (kind: OfferKind, id: number, productname: string) => `${offerKindLabels[kind]} ${id} on ${productname}`,
  steps: (id: number) => `Steps of offer ${id}`,
} as const;
