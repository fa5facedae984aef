import * as v from 'valibot';
import { orderStatuses, paymentStatuses } from '@xchange/contract/accounts';
import { discountPriceSchema } from '../product/product-schema';

/** One product line of an order (docs/product.md §3). */
export const orderProductSchema = v.object({
  id: v.optional(v.number()),
  productname: v.string(),
  price: v.number(),
  discountprice: v.optional(discountPriceSchema, ''),
  quantity: v.number(),
  sellinginstrument: v.optional(v.string()),
  manufacturer: v.optional(v.string()),
  primaryfile: v.optional(v.nullable(v.object({ url: v.string(), fileType: v.optional(v.string()) })), null),
  productfiles: v.optional(v.array(v.object({ url: v.string(), fileType: v.string() })), []),
});
export type OrderProductWire = v.InferOutput<typeof orderProductSchema>;

/** The buyer of an order as the seller sees it. */
export const buyerAccountDataSchema = v.object({
  id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  username: v.optional(v.string()),
  company: v.optional(v.string()),
  address: v.optional(v.string()),
});
export type BuyerAccountData = v.InferOutput<typeof buyerAccountDataSchema>;

/** The seller of an order as the buyer sees it. */
export const sellerAccountDataSchema = v.object({
  id: v.number(),
  firstname: v.optional(v.string()),
  lastname: v.optional(v.string()),
  username: v.optional(v.string()),
  company: v.optional(v.string()),
  /** The seller's preferred shipping method from their profile; empty when not set. */
  preferredShipping: v.optional(v.string()),
});
export type SellerAccountData = v.InferOutput<typeof sellerAccountDataSchema>;

/** Which part of an order a seller changed. */
export const orderChangeFields = ['status', 'payment', 'comments'] as const;
export type OrderChangeField = (typeof orderChangeFields)[number];

/** One change of an order, kept for the details dialog: who, when, from → to. */
export const orderHistoryEntrySchema = v.object({
  /** ISO 8601 date-time. */
  at: v.string(),
  /** Display name of the user who made the change. */
  by: v.string(),
  field: v.picklist(orderChangeFields),
  from: v.string(),
  to: v.string(),
});
export type OrderHistoryEntry = v.InferOutput<typeof orderHistoryEntrySchema>;

/** docs/product.md §3 order; one buyer and one seller (docs/architecture.md §6). */
export const orderSchema = v.object({
  id: v.number(),
  ordernumber: v.string(),
  /** ISO 8601 date-time. */
  orderdate: v.string(),
  orderstatus: v.picklist(orderStatuses),
  paymentStatus: v.picklist(paymentStatuses),
  orderStatusComments: v.optional(v.nullable(v.string()), null),
  total: v.number(),
  deliveryaddress: v.string(),
  /** Shown as the payment method in the buyer view (docs/product.md §3). */
  postcode: v.string(),
  product: v.array(orderProductSchema),
  buyerAccountData: buyerAccountDataSchema,
  sellerAccountData: sellerAccountDataSchema,
  /** The buyer's notes from the order summary. */
  notes: v.optional(v.string(), ''),
  /** Changes made by the seller, oldest first. */
  history: v.optional(v.array(orderHistoryEntrySchema), []),
});
export type OrderInput = v.InferInput<typeof orderSchema>;
export type OrderWire = v.InferOutput<typeof orderSchema>;
