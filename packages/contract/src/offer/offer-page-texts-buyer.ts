import { formatCount, formatUsd } from '@xchange/contract/core';
import { offerLimits, type OfferKind, type OfferTab } from './offer-rules';

/** What a listing priced on request shows in place of its price (docs/product.md §2.11). */
export const priceOnRequestLabel = 'Price on request';

/** The buyer's negotiation buttons on a listing (grid card, quick view, listing page). */
export const offerButtonLabels: Readonly<Record<OfferKind, string>> = {
  offer: 'Make an offer',
  quote: 'Request a quote',
};

/** Texts of the shop's "Make an offer" and "Request a quote" dialogs. */
export const offerDialogTexts = {
  send: { offer: 'Send offer', quote: 'Send request' } as Readonly<Record<OfferKind, string>>,
  amountLabel: 'Your offer per unit (USD)',
  quantityLabel: 'Quantity',
  messageLabel: 'Message to the seller',
  messageHint: {
    offer: 'Condition questions, accessories you expect, when you need it.',
    quote: 'What you need quoted: configuration, accessories, calibration, delivery date.',
  } as Readonly<Record<OfferKind, string>>,
  askingPrice: 'Asking price per unit',
  askingTotal: 'Asking total',
  yourTotal: 'Your total',
  shipsTo: 'Ships to',
  noPlace: 'No address in your profile yet.',
  changePlace: 'Change it in My Account',
  available: (n: number) => `${formatCount(n)} available`,
  belowAsking: (percent: number) => `${percent}% below the asking price`,
  expiry: {
    offer: `Your offer expires ${offerLimits.expiryHours} hours after you send it unless the seller answers it. You can withdraw it until then.`,
    quote: `Your request expires ${offerLimits.expiryHours} hours after you send it unless the seller answers it with a price.`,
  } as Readonly<Record<OfferKind, string>>,
  quoteIntro: 'This listing is priced on request: the seller answers with a price for the quantity you ask for.',
  sent: {
    offer: 'Your offer was sent to the seller.',
    quote: 'Your quote request was sent to the seller.',
  } as Readonly<Record<OfferKind, string>>,
  autoAccepted: `The seller's settings accepted your offer at once. Place the order within ${offerLimits.expiryHours} hours from your Offers page.`,
  sentDetail: (expiresAt: string) =>
    `The seller has until ${expiresAt} to answer. Follow it, answer a counter or withdraw it on your Offers page.`,
  seeOffers: 'Go to your offers',
  messageCount: (n: number) => `${formatCount(n)}/${formatCount(offerLimits.messageMax)} characters`,
} as const;

/** Texts of the buyer hub's Offers page (/buyeroffers). */
export const buyerOffersTexts = {
  title: 'Offers',
  description: 'Your offers and quote requests to sellers: answer counters, withdraw, and order what was agreed.',
  intro:
    'Offers and quote requests you sent to sellers. Answer a counter, withdraw an open offer, or order an accepted one at the agreed price.',
  tabsLabel: 'Offer states',
  listLabel: (tab: string) => `${tab} offers`,
  empty: {
    open: 'No open offers. Make an offer or request a quote on a listing in the shop.',
    accepted: 'No accepted offers yet.',
    declined: 'No declined or withdrawn offers.',
    expired: 'No expired offers.',
  } as Readonly<Record<OfferTab, string>>,
  loadFailed: 'Your offers could not be loaded. Check your connection and try again.',
  seller: 'Seller',
  quantity: 'Quantity',
  lastAmount: 'Last amount per unit',
  agreed: 'Agreed per unit',
  onTheTable: 'On the table per unit',
  total: 'Total',
  asking: 'Asking price',
  askingWithTotal: (unit: string, total: string) => `${unit} (${total} in total)`,
  noAmountYet: 'Waiting for the seller to name a price',
  noAmount: 'No price was named',
  timeLeft: 'Time left',
  orderBy: 'Order by',
  waitingForYou: 'Waiting for your answer',
  waitingForSeller: "Waiting for the seller's answer",
  countersLeft: (n: number) => `You have ${n} of ${offerLimits.countersEachWay} counters left.`,
  noCountersLeft: 'You have used all your counters: accept or let it expire.',
  showHistory: 'Show history',
  hideHistory: 'Hide history',
  historyLabel: (name: string) => `History of the offer on ${name}`,
  historyFailed: 'The history could not be loaded.',
  accept: 'Accept',
  counter: 'Counter back',
  counterSend: 'Send counter',
  counterTitle: 'Counter the seller',
  counterAmount: 'Your amount per unit (USD)',
  counterMessage: 'Message to the seller',
  sellerAsks: (amount: string, quantity: number) => `The seller asks ${amount} per unit for ${formatCount(quantity)}.`,
  counterExpiry: `The seller has ${offerLimits.expiryHours} hours to answer your counter.`,
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw this offer?',
  withdrawQuestion: (name: string) => `Withdraw your offer on ${name}? The seller can no longer accept it, and this cannot be undone.`,
  acceptTitle: 'Accept this amount?',
  acceptQuestion: (amount: string, quantity: number, total: string) =>
    `Accept ${amount} per unit for ${formatCount(quantity)} (${total})? You then have ${offerLimits.expiryHours} hours to place the order.`,
  accepted: `You accepted the offer. Place the order within ${offerLimits.expiryHours} hours.`,
  countered: 'Your counter was sent to the seller.',
  withdrawn: 'Your offer was withdrawn.',
  ordered: 'Order placed at the agreed price.',
  viewOrder: 'View the order',
  orderTitle: 'Order at the agreed price',
  orderSummary: (amount: string, quantity: number, total: string) =>
    `${formatCount(quantity)} × ${amount} = ${total}. The seller receives it as a new order at this price, which cannot change afterwards.`,
  deliveryAddress: 'Delivery Address',
  deliveryHint: 'From your profile; change it for this order if needed.',
  notes: 'Notes',
  paymentMethod: 'Preferred Payment Method',
  expiresIn: (left: string) => `Expires in ${left}`,
} as const;

/** One step of an offer's history as the buyer reads it ("You offered $8,500", "Seller countered $9,000"). */
export function buyerHistoryLine(by: 'buyer' | 'seller' | 'site', step: string, amount: number | null): string {
  const who = by === 'buyer' ? 'You' : by === 'seller' ? 'Seller' : 'The site';
  const at = amount === null ? '' : ` ${formatUsd(amount)}`;
  const verbs: Record<string, string> = {
    offer: `offered${at}`,
    quote: 'requested a quote',
    accept: `accepted${at}`,
    decline: 'declined',
    counter: `countered${at}`,
    withdraw: 'withdrew the offer',
    order: 'placed the order',
    'auto-accept': `accepted${at} automatically`,
    'auto-decline': 'declined it automatically (below the seller’s minimum)',
    expire: 'marked it expired',
    sold: 'declined it: the listing was sold',
  };
  return `${who} ${verbs[step] ?? step}`;
}
