import * as v from 'valibot';
import { collapseWhitespace } from '@xchange/contract/core';
import { orderNotesMaxLength } from '@xchange/contract/accounts';
import { amountTooLargeMessage, idField, intField, maxAmount } from '../common/number';
import { textField } from '../common/text';
import { orderSchema } from './order-schema';

export const orderMessages = { notesMax: 'Notes must be at most 500 characters.' } as const;
const notesField = v.pipe(v.string(), v.transform(collapseWhitespace), v.maxLength(orderNotesMaxLength, orderMessages.notesMax));

/** The order summary form: notes and preferred payment method, neither required (docs/product.md §5). */
export const placeOrderFormSchema = v.object({
  notes: v.optional(notesField, ''),
  paymentMethod: v.optional(textField(), ''),
});
export type PlaceOrderForm = v.InferOutput<typeof placeOrderFormSchema>;

/** A cart line as sent to order/save; the server prices it again. */
export const orderLineSchema = v.looseObject({ id: idField, quantity: intField(1) });

/** POST order/save body (docs/product.md §3): a cart with several sellers becomes one order per seller. */
export const orderSaveSchema = v.object({
  product: v.pipe(v.array(orderLineSchema), v.minLength(1, 'No Items Found in Cart')),
  sellerid: v.optional(idField),
  deliveryaddress: v.optional(notesField, ''),
  postcode: v.optional(textField(), ''),
  /** The buyer's notes from the order summary (docs/product.md §5: at most 500). */
  notes: v.optional(notesField, ''),
  total: v.pipe(v.number(), v.minValue(0), v.maxValue(maxAmount, amountTooLargeMessage)),
});
export type OrderSaveWireInput = v.InferInput<typeof orderSaveSchema>;
export type OrderSaveWire = v.InferOutput<typeof orderSaveSchema>;

/** order/save's body with the domain's `paymentMethod` for the wire's `postcode` (docs/glossary.md). */
export const orderSaveFromWire = ({ postcode, ...rest }: OrderSaveWire) => ({ ...rest, paymentMethod: postcode });
export type OrderSave = ReturnType<typeof orderSaveFromWire>;

/** POST order/save answer: the orders placed. */
export const orderSaveResponseSchema = v.array(orderSchema);
