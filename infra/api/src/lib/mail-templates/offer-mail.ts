import { formatUsd, offerStatusLabels, type OfferKind, type OfferStatus, type OfferStep } from '@xchange/contract';
import type { Mail } from '../mailer.ts';
import { brand, renderMail, type MailSite } from './layout.ts';

export interface OfferMailInput {
  to: string;
  firstname: string;
  /** Whose page the reader follows the offer on. */
  reader: 'buyer' | 'seller';
  offerId: number;
  kind: OfferKind;
  productname: string;
  step: OfferStep;
  status: OfferStatus;
  /** The amount per unit on the table, when there is one. */
  amount: number | null;
  quantity: number;
  /** Who took the step, as the reader knows them. */
  by: string;
  message: string;
}

const what = (m: OfferMailInput) => (m.kind === 'quote' ? 'quote request' : 'offer');

/** What happened, in one sentence the reader understands (docs/product.md §2.11). */
function sentence(m: OfferMailInput): string {
  const on = `on "${m.productname}"`;
  const price =
    m.amount === null
      ? ''
      : ` at ${formatUsd(m.amount)} each (${m.quantity} × ${formatUsd(m.amount)} = ${formatUsd(m.amount * m.quantity)})`;
  switch (m.step) {
    case 'offer':
      return `${m.by} made an offer ${on}${price}.`;
    case 'quote':
      return `${m.by} asks for a quote ${on} for ${m.quantity} unit(s).`;
    case 'counter':
      return `${m.by} countered your ${what(m)} ${on}${price}.`;
    case 'accept':
      return `${m.by} accepted the ${what(m)} ${on}${price}.`;
    case 'decline':
      return `${m.by} declined the ${what(m)} ${on}.`;
    case 'withdraw':
      return `${m.by} withdrew the ${what(m)} ${on}.`;
    case 'order':
      return `${m.by} ordered the accepted ${what(m)} ${on}${price}.`;
    case 'auto-accept':
      return `The ${what(m)} ${on}${price} was accepted by the seller's automatic acceptance.`;
    case 'auto-decline':
      return `The ${what(m)} ${on} was declined by the seller's minimum for offers.`;
    case 'expire':
      return `The ${what(m)} ${on} expired: no one answered in time.`;
    case 'sold':
      return `The ${what(m)} ${on} was declined: the listing was sold.`;
  }
}

/** Sent to a party of an offer at each step; the layout escapes every value. */
export function offerMail(m: OfferMailInput, site: MailSite): Mail {
  const page = m.reader === 'seller' ? 'Offers in your seller hub' : 'Offers in your buyer account';
  return renderMail({
    to: m.to,
    subject: `${brand.name}: ${what(m)} ${m.offerId} on ${m.productname} is ${offerStatusLabels[m.status].toLowerCase()}`,
    greetingName: m.firstname.trim() || 'there',
    intro: [sentence(m), ...(m.message ? [`Message: ${m.message}`] : [])],
    outro: [`You can follow and answer it from ${page}.`],
    site,
  });
}
