import type { OrderProductWire, OrderWire } from './order-schema';
import type { OrderSaveWireInput } from './order-save';

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

/** docs/product.md §5/§9: order notes are limited to 500 characters. */
export const orderNotesMaxLength = 500;
/** Order placement carries this header so a retried request places the order once (docs/architecture.md §6). */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** order/save's body from the domain's `paymentMethod` (docs/glossary.md). */
export type OrderSaveInput = Omit<OrderSaveWireInput, 'postcode'> & { paymentMethod?: OrderSaveWireInput['postcode'] };
export const orderSaveToWire = ({ paymentMethod, ...rest }: OrderSaveInput): OrderSaveWireInput => ({
  ...rest,
  ...(paymentMethod === undefined ? {} : { postcode: paymentMethod }),
});
