import * as v from 'valibot';
import { discountPriceSchema } from '../product/product';

/** docs/product.md §4 order statuses; 'New Order' is shown as "In Progress". */
export const orderStatuses = ['New Order', 'Completed', 'Shipped', 'Cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusLabels: Record<OrderStatus, string> = {
  'New Order': 'In Progress',
  Completed: 'Completed',
  Shipped: 'Shipped',
  Cancelled: 'Cancelled',
};
export const paymentStatuses = ['Paid', 'Unpaid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

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

/** An order line with the product's domain names (docs/glossary.md). */
export const orderProductFromWire = ({ discountprice, sellinginstrument, manufacturer, ...rest }: OrderProductWire) => ({
  ...rest,
  discountPrice: discountprice,
  category: sellinginstrument,
  brand: manufacturer,
});
export type OrderProduct = ReturnType<typeof orderProductFromWire>;
export const orderProductToWire = ({ discountPrice, category, brand, ...rest }: OrderProduct): OrderProductWire => ({
  ...rest,
  discountprice: discountPrice,
  sellinginstrument: category,
  manufacturer: brand,
});

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

/** The order as code below the contract uses it: the wire's `postcode` is the buyer's payment method (docs/glossary.md). */
export const orderFromWire = ({ postcode, product, ...rest }: OrderWire) => ({
  ...rest,
  paymentMethod: postcode,
  product: product.map(orderProductFromWire),
});
export type Order = ReturnType<typeof orderFromWire>;
export const orderToWire = ({ paymentMethod, product, ...rest }: Order): OrderWire => ({
  ...rest,
  postcode: paymentMethod,
  product: product.map(orderProductToWire),
});

/** docs/product.md §2.5: buyer history shows every order that is not 'New Order'. */
export const isHistoryOrder = (o: Pick<Order, 'orderstatus'>): boolean => o.orderstatus !== 'New Order';
