import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  amountTooLargeMessage,
  fitsAmount,
  idempotencyKeyHeader,
  lineTotal,
  orderTotal,
  type Order,
  type OrderSave,
} from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { cartLines, orderLines, orders, products, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { orderNumber, pendingOrderNumber } from '../../lib/order-number.ts';
import { assertQuantities, dedupeLines } from '../cart/index.ts';
import { openOrderThread } from '../messages/index.ts';
import { loadOrders } from '../orders/index.ts';
import { isVisible, selectProducts, toProducts } from '../shop/index.ts';

/** Longest Idempotency-Key accepted (a UUID is 36). */
export const maxIdempotencyKeyLength = 200;

/** The request's Idempotency-Key (required, trimmed, at most maxIdempotencyKeyLength). */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const raw = headers[idempotencyKeyHeader.toLowerCase()];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (!key) throw new AppError('ERR_VALIDATION', `The ${idempotencyKeyHeader} header is required to place an order.`);
  if (key.length > maxIdempotencyKeyLength) {
    throw new AppError('ERR_VALIDATION', `The ${idempotencyKeyHeader} header must be at most ${maxIdempotencyKeyLength} characters.`);
  }
  return key;
}

const isIdempotencyConflict = (e: unknown): boolean => {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = err?.code ?? err?.cause?.code;
  const constraint = err?.constraint ?? err?.cause?.constraint;
  return code === '23505' && (constraint === undefined || constraint === 'orders_idempotency_uq');
};

/** The orders this buyer already placed with this key, oldest first. */
async function ordersForKey(db: Db, buyerId: number, key: string): Promise<Order[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.idempotencyKey, key)))
    .orderBy(asc(orders.id));
  return loadOrders(
    db,
    rows.map((r) => r.id),
  );
}

/** What a buyer hears of a listing they cannot order, whether it is missing, unpublished or its seller's is off. */
export const unavailableLineMessage = 'A product in your cart is no longer available in the shop. Remove it from your cart and try again.';

export const priceOnRequestLineMessage = (name: string) =>
  `"${name}" is priced on request: request a quote from its page, then order it at the quoted price.`;

/**
 * The listings of the cart priced now; a line whose listing is not in the shop refuses the whole order without
 * naming it (a hidden listing's name is not the buyer's to learn).
 */
async function pricedLines(db: Db, lines: OrderSave['product'], agreed?: ReadonlyMap<number, number>) {
  const wanted = dedupeLines(lines.map((l) => ({ id: l.id, quantity: l.quantity })));
  assertQuantities(wanted);
  const ids = wanted.map((l) => l.id);
  const listed = new Map(
    (await toProducts(db, await selectProducts(db, undefined).where(and(inArray(products.id, ids), isVisible(db))))).map((p) => [p.id, p]),
  );
  if (ids.some((id) => !listed.has(id))) throw new AppError('ERR_CONFLICT', unavailableLineMessage);
  return wanted.map((l) => {
    const product = listed.get(l.id)!;
    const price = agreed?.get(l.id);
    // docs/product.md §2.11: an accepted offer's amount replaces the listing's price; a listing priced on request has
    // no price to order at without one
    if (price !== undefined) return { product: { ...product, price, discountprice: '' as const }, quantity: l.quantity };
    if (product.priceonrequest) throw new AppError('ERR_CONFLICT', priceOnRequestLineMessage(product.productname));
    return { product, quantity: l.quantity };
  });
}

type PricedLine = Awaited<ReturnType<typeof pricedLines>>[number];
const priceOf = (l: PricedLine) => ({ price: l.product.price, discountPrice: l.product.discountprice, quantity: l.quantity });

/** Each seller's lines and total; a line or order total the money columns cannot hold is a 400, before any write. */
function ordersBySeller(lines: PricedLine[]): Map<number, { lines: PricedLine[]; total: number }> {
  const bySeller = new Map<number, { lines: PricedLine[]; total: number }>();
  for (const l of lines) {
    if (!fitsAmount(lineTotal(priceOf(l))))
      throw new AppError('ERR_VALIDATION', `The total of "${l.product.productname}" is too large for one order. ${amountTooLargeMessage}`);
    const o = bySeller.get(l.product.sellerid) ?? { lines: [], total: 0 };
    o.lines.push(l);
    o.total = orderTotal(o.lines.map(priceOf));
    if (!fitsAmount(o.total))
      throw new AppError('ERR_VALIDATION', `This order's total is too large. ${amountTooLargeMessage} Split it into smaller orders.`);
    bySeller.set(l.product.sellerid, o);
  }
  return bySeller;
}

export type PlacedOrders = { orders: Order[]; created: boolean };

export interface PlaceOrderOptions {
  /**
   * Agreed unit prices by listing id (an accepted offer, docs/product.md §2.11): they replace the listing's price and
   * discount, and the stored cart is left as it is (the order did not come from it).
   */
  agreedPrices?: ReadonlyMap<number, number>;
}

/**
 * order/save: one order per seller in one transaction, priced from the database (docs/product.md §9), with the buyer's
 * notes, delivery address and payment method; clears the stored cart and opens a message thread per order (the buyer's open question about one of its listings, if any).
 * The same key from the same buyer answers the orders placed the first time, also when two requests race.
 */
export async function placeOrders(
  db: Db,
  buyerId: number,
  key: string,
  body: OrderSave,
  /** Runs inside the placing transaction with the new orders (their mails are queued there, so they commit together). */
  inTransaction?: (tx: Db, placed: Order[]) => Promise<void>,
  opts: PlaceOrderOptions = {},
): Promise<PlacedOrders> {
  const earlier = await ordersForKey(db, buyerId, key);
  if (earlier.length) return { orders: earlier, created: false };

  const bySeller = ordersBySeller(await pricedLines(db, body.product, opts.agreedPrices));
  const [buyer] = await db.select({ address: users.address }).from(users).where(eq(users.id, buyerId));
  const deliveryaddress = body.deliveryaddress || buyer?.address || '';
  const notes = body.notes;

  let placedOrders: Order[];
  try {
    placedOrders = await db.transaction(async (tx) => {
      const placed: number[] = [];
      for (const [sellerId, { lines: sellerLines, total }] of bySeller) {
        const [row] = await tx
          .insert(orders)
          .values({
            ordernumber: pendingOrderNumber(randomUUID()),
            total,
            deliveryaddress,
            paymentMethod: body.paymentMethod,
            notes,
            buyerId,
            sellerId,
            idempotencyKey: key,
          })
          .returning({ id: orders.id });
        const id = row!.id;
        await tx
          .update(orders)
          .set({ ordernumber: orderNumber(new Date(), id) })
          .where(eq(orders.id, id));
        await tx.insert(orderLines).values(
          sellerLines.map(({ product: p, quantity }) => ({
            orderId: id,
            productId: p.id,
            productname: p.productname,
            price: p.price,
            discountPrice: p.discountprice === '' ? null : p.discountprice,
            quantity,
            category: p.sellinginstrument,
            brand: p.manufacturer,
            imageUrl: p.primaryfile?.url ?? null,
          })),
        );
        await openOrderThread(tx, { orderId: id, buyerId, sellerId, productIds: sellerLines.map((l) => l.product.id) });
        placed.push(id);
      }
      if (!opts.agreedPrices) await tx.delete(cartLines).where(eq(cartLines.buyerId, buyerId));
      const loaded = await loadOrders(tx, placed, { inTransaction: true });
      await inTransaction?.(tx, loaded);
      return loaded;
    });
  } catch (e) {
    // a concurrent request with the same key committed first: answer its orders
    if (isIdempotencyConflict(e)) {
      const winner = await ordersForKey(db, buyerId, key);
      if (winner.length) return { orders: winner, created: false };
    }
    throw e;
  }
  return { orders: placedOrders, created: true };
}
