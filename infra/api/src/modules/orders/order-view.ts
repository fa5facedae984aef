import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Order, OrderChangeField } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { orderEvents, orderLines, orders, users } from '../../db/schema/index.ts';

const buyers = alias(users, 'buyer');
const sellers = alias(users, 'seller');
const actors = alias(users, 'actor');

const iso = (d: Date | string) => new Date(d).toISOString();
const fullName = (u: { firstname: string | null; lastname: string | null }) => [u.firstname, u.lastname].filter(Boolean).join(' ');

/**
 * The orders with these ids as the contract's order (docs/product.md §3), in the order of `ids`: buyer and seller,
 * product lines as ordered and the seller's changes. Lists pick and page ids first, then call this once.
 */
export async function loadOrders(db: Db, ids: readonly number[], opts: { inTransaction?: boolean } = {}): Promise<Order[]> {
  if (!ids.length) return [];
  const idList = [...ids];
  const queries = [
    () =>
      db
        .select({
          order: orders,
          buyer: {
            id: buyers.id,
            firstname: buyers.firstname,
            lastname: buyers.lastname,
            email: buyers.email,
            company: buyers.company,
            address: buyers.address,
          },
          seller: {
            id: sellers.id,
            firstname: sellers.firstname,
            lastname: sellers.lastname,
            email: sellers.email,
            company: sellers.company,
            preferredShipping: sellers.preferredShipping,
          },
        })
        .from(orders)
        .innerJoin(buyers, eq(buyers.id, orders.buyerId))
        .innerJoin(sellers, eq(sellers.id, orders.sellerId))
        .where(inArray(orders.id, idList)),
    () => db.select().from(orderLines).where(inArray(orderLines.orderId, idList)).orderBy(asc(orderLines.id)),
    () =>
      db
        .select({ event: orderEvents, actor: { firstname: actors.firstname, lastname: actors.lastname } })
        .from(orderEvents)
        .leftJoin(actors, eq(actors.id, orderEvents.actorId))
        .where(inArray(orderEvents.orderId, idList))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ] as const;
  // a transaction is one connection: its queries go one after another (node-postgres refuses overlapping ones)
  const [heads, lines, events] = opts.inTransaction
    ? [await queries[0](), await queries[1](), await queries[2]()]
    : await Promise.all([queries[0](), queries[1](), queries[2]()]);

  const byId = new Map<number, Order>();
  for (const { order: o, buyer, seller } of heads) {
    byId.set(o.id, {
      id: o.id,
      ordernumber: o.ordernumber,
      orderdate: iso(o.orderdate),
      orderstatus: o.status,
      paymentStatus: o.paymentStatus,
      orderStatusComments: o.comments,
      total: Number(o.total),
      deliveryaddress: o.deliveryaddress,
      paymentMethod: o.paymentMethod,
      notes: o.notes,
      product: [],
      buyerAccountData: {
        id: buyer.id,
        firstname: buyer.firstname,
        lastname: buyer.lastname,
        username: buyer.email,
        company: buyer.company,
        address: buyer.address,
      },
      sellerAccountData: {
        id: seller.id,
        firstname: seller.firstname,
        lastname: seller.lastname,
        username: seller.email,
        company: seller.company,
        preferredShipping: seller.preferredShipping,
      },
      history: [],
    });
  }
  for (const l of lines) {
    byId.get(l.orderId)?.product.push({
      id: l.productId ?? undefined,
      productname: l.productname,
      price: Number(l.price),
      discountPrice: l.discountPrice === null ? '' : Number(l.discountPrice),
      quantity: l.quantity,
      category: l.category,
      brand: l.brand,
      primaryfile: l.imageUrl ? { url: l.imageUrl, fileType: 'image' } : null,
      productfiles: [],
    });
  }
  for (const { event: e, actor } of events) {
    byId.get(e.orderId)?.history.push({
      at: iso(e.createdAt),
      by: actor ? fullName(actor) : 'A former user',
      field: e.field as OrderChangeField,
      from: e.fromValue,
      to: e.toValue,
    });
  }
  return idList.flatMap((id) => byId.get(id) ?? []);
}
