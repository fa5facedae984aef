import * as v from 'valibot';
import { listQueryEntries } from '../common/list-query';
import { idField, maxAmount, toNumber } from '../common/number';
import { textField } from '../common/text';
import { orderMessages } from '../order/order-save';
import { inCents } from './offer-settings';
import { collapseWhitespace } from '@xchange/contract/core';
import { offerKinds, offerLimits, offerStatuses, offerSteps, offerTabNames, offerTexts } from '@xchange/contract/listings';
import { orderNotesMaxLength } from '@xchange/contract/accounts';

/** A positive USD amount that fits the money columns (numeric(12,2)), in whole cents, from JSON or form text. */
export const offerAmountField = v.pipe(
  v.union([v.number(), v.string()], offerTexts.amountRequired),
  v.transform((x: number | string) => toNumber(x)),
  v.check((n) => n !== undefined, offerTexts.amountRequired),
  v.transform((n) => n as number),
  v.number(offerTexts.amountInvalid),
  v.finite(offerTexts.amountInvalid),
  v.minValue(0.01, offerTexts.amountInvalid),
  v.maxValue(maxAmount, offerTexts.amountInvalid),
  v.check(inCents, offerTexts.amountCents),
);

const messageField = v.optional(textField(offerLimits.messageMax, offerTexts.messageMax), '');
const quantityField = v.optional(
  v.pipe(
    v.union([v.number(), v.string()], offerTexts.quantityInvalid),
    v.transform((x) => (typeof x === 'number' ? x : Number(x.trim() === '' ? Number.NaN : x))),
    v.number(offerTexts.quantityInvalid),
    v.integer(offerTexts.quantityInvalid),
    v.minValue(1, offerTexts.quantityInvalid),
    v.maxValue(offerLimits.maxQuantity, offerTexts.quantityInvalid),
  ),
  1,
);

/** POST offers: an offer names an amount (per unit), a quote request does not (docs/product.md §2.11). */
export const newOfferSchema = v.pipe(
  v.object({
    productId: idField,
    kind: v.optional(v.picklist(offerKinds, `Kind must be one of: ${offerKinds.join(', ')}.`), 'offer'),
    amount: v.optional(offerAmountField),
    quantity: quantityField,
    message: messageField,
  }),
  v.forward(
    v.check((o) => o.kind !== 'offer' || o.amount !== undefined, offerTexts.amountRequired),
    ['amount'],
  ),
  v.forward(
    v.check((o) => o.kind !== 'quote' || o.amount === undefined, offerTexts.quoteHasNoAmount),
    ['amount'],
  ),
);
export type NewOfferInput = v.InferInput<typeof newOfferSchema>;
export type NewOffer = v.InferOutput<typeof newOfferSchema>;

/** POST offers/:id/counter: a new amount per unit and a message. */
export const counterOfferSchema = v.object({ amount: offerAmountField, message: messageField });
export type CounterOffer = v.InferOutput<typeof counterOfferSchema>;

/** POST offers/:id/decline: an optional reason. */
export const declineOfferSchema = v.object({ reason: messageField });
export type DeclineOffer = v.InferOutput<typeof declineOfferSchema>;

/** POST offers/:id/accept and withdraw: an optional note. */
export const offerNoteSchema = v.object({ message: messageField });

const notesField = v.pipe(v.string(), v.transform(collapseWhitespace), v.maxLength(orderNotesMaxLength, orderMessages.notesMax));
/** POST offers/:id/order: the order summary's fields (the lines and price come from the offer). */
export const offerOrderSchema = v.object({
  deliveryaddress: v.optional(notesField, ''),
  postcode: v.optional(textField(), ''),
  notes: v.optional(notesField, ''),
});
export type OfferOrder = v.InferOutput<typeof offerOrderSchema>;

export const offerIdParamsSchema = v.object({ id: idField });

export const offerRoles = ['buyer', 'seller'] as const;
/** GET offers: the caller's offers as buyer or seller, one state or all, paged. */
export const offerListQuerySchema = v.object({
  role: v.picklist(offerRoles, offerTexts.roleInvalid),
  status: v.optional(v.picklist(offerStatuses, offerTexts.statusInvalid)),
  /** One tab of the Offers pages: its states together (with `status`, both must hold). */
  tab: v.optional(v.picklist(offerTabNames, offerTexts.tabInvalid)),
  page: listQueryEntries.page,
  size: listQueryEntries.size,
});
export type OfferListQuery = v.InferOutput<typeof offerListQuerySchema>;

/** GET admin/offers?productId=: one listing's offers (read-only, for disputes). */
export const adminOffersQuerySchema = v.object({ productId: idField });

export const offerHistoryEntrySchema = v.object({
  at: v.string(),
  by: v.picklist(['buyer', 'seller', 'site']),
  step: v.picklist(offerSteps),
  amount: v.nullable(v.number()),
  message: v.string(),
});
export type OfferHistoryEntry = v.InferOutput<typeof offerHistoryEntrySchema>;

/** An offer as its buyer, its seller or an admin sees it; the seller's auto amounts are never part of it. */
export const offerSchema = v.object({
  id: v.number(),
  kind: v.picklist(offerKinds),
  status: v.picklist(offerStatuses),
  productId: v.nullable(v.number()),
  productname: v.string(),
  /** What the listing costs now (null when priced on request). */
  askingPrice: v.nullable(v.number()),
  /** The amount per unit on the table (null: a quote not yet answered). */
  amount: v.nullable(v.number()),
  quantity: v.number(),
  /** The buyer's first message. */
  message: v.string(),
  buyer: v.object({ id: v.number(), name: v.string() }),
  seller: v.object({ id: v.number(), name: v.string(), company: v.string() }),
  /** Whose answer the offer waits for (null once it is settled). */
  waitingFor: v.nullable(v.picklist(offerRoles)),
  countersLeft: v.object({ buyer: v.number(), seller: v.number() }),
  /** When an open or countered offer lapses, or an accepted one can no longer be ordered. */
  expiresAt: v.nullable(v.string()),
  acceptedAt: v.nullable(v.string()),
  orderId: v.nullable(v.number()),
  createdAt: v.string(),
  updatedAt: v.string(),
  history: v.optional(v.array(offerHistoryEntrySchema)),
});
export type Offer = v.InferOutput<typeof offerSchema>;

/** GET offers answer: one page, plus the caller's count per state (the Offers page's tabs). */
export const offerPageSchema = v.object({
  content: v.array(offerSchema),
  totalElements: v.number(),
  counts: v.record(v.picklist(offerStatuses), v.number()),
});
export type OfferPage = v.InferOutput<typeof offerPageSchema>;
export const offerArraySchema = v.array(offerSchema);

/** POST offers/:id/order answer: the order placed (or placed before, on a retry) and the offer. */
export const offerOrderResultSchema = v.object({ offer: offerSchema, orderId: v.number() });

/**
 * docs/product.md §2.11: the event both parties' message stream (GET message/stream) carries when an offer of theirs
 * changes state; clients that know only the message events pass it by.
 */
export const offerStreamEventSchema = v.object({ type: v.literal('offer'), offerid: v.number(), status: v.picklist(offerStatuses) });
export type OfferStreamEvent = v.InferOutput<typeof offerStreamEventSchema>;
