import { offerSteps } from '@xchange/contract/listings';
import { offerHistoryLabels } from '@xchange/contract/accounts';
import type { AuditEntry } from '@xchange/contract';

// docs/product.md §2.11: every step of an offer is logged as offer.<step>
const offerActions = Object.fromEntries(
  offerSteps.map((step) => [
    `offer.${step}`,
    step === 'offer' || step === 'quote' ? offerHistoryLabels[step] : `Offer ${offerHistoryLabels[step].toLowerCase()}`,
  ]),
);

const actions: Record<string, string> = {
  'brand.create': 'Brand added',
  'brand.update': 'Brand edited',
  'brand.delete': 'Brand deleted',
  'category.create': 'Category added',
  'category.update': 'Category edited',
  'category.delete': 'Category deleted',
  'promotion.create': 'Promotion added',
  'promotion.update': 'Promotion edited',
  'promotion.activate': 'Promotion switched on',
  'promotion.deactivate': 'Promotion switched off',
  'promotion.delete': 'Promotion deleted',
  'advert.create': 'Advertisement added',
  'advert.update': 'Advertisement edited',
  'advert.delete': 'Advertisement deleted',
  'seller.activate': 'Seller activated',
  'seller.deactivate': 'Seller deactivated',
  'review.hide': 'Review hidden',
  'review.restore': 'Review restored',
  seed: 'Demo data loaded',
  ...offerActions,
};

/** A readable name for a recorded action ('brand.create' → 'Brand added'); unknown ones are shown as recorded. */
export const actionLabel = (action: string): string => actions[action] ?? action;

const labels: Record<string, string> = {
  previousName: 'was',
  documenttype: 'document type',
  previousDocumenttype: 'document type was',
  newDocument: 'new file',
  startdate: 'from',
  enddate: 'to',
};

/** The detail as short 'key: value' parts, e.g. 'name: Fluke · was: Fluke Corp'. */
export function detailText(detail: AuditEntry['detail']): string {
  if (!detail) return '';
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${labels[key] ?? key}: ${typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)}`)
    .join(' · ');
}

/** The listing an offer's entry is about, for its 'View offers'; undefined for every other entry. */
export const offerListingOf = (entry: AuditEntry): number | undefined => {
  const productId = entry.detail?.productId;
  return entry.action.startsWith('offer.') && typeof productId === 'number' ? productId : undefined;
};
