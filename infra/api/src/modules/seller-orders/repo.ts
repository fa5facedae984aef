import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defaultSorts, type Order, type Paged, type SellerOrdersQuery } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, users } from '../../db/schema/index.ts';
import { containsPattern, orderFor, pageWindow } from '../../lib/list-page.ts';
import { loadOrders } from '../orders/index.ts';

const buyers = alias(users, 'buyer');
const buyerName = sql`(${buyers.firstname} || ' ' || ${buyers.lastname})`;
const firstProduct = sql`(select min(l.productname) from ${orderLines} l where l.order_id = ${orders.id})`;

/** Sort keys the orders table sends; unknown keys fall back to the docs/product.md §9 default (buyer first name). */
const sortable = {
  'buyerAccountData.firstname': [sql`lower(${buyers.firstname})`, sql`lower(${buyers.lastname})`],
  'buyerAccountData.lastname': sql`lower(${buyers.lastname})`,
  ordernumber: orders.ordernumber,
  orderdate: orders.orderdate,
  orderstatus: orders.status,
  paymentStatus: orders.paymentStatus,
  total: orders.total,
  deliveryaddress: orders.deliveryaddress,
  productname: sql`lower(${firstProduct})`,
};

/** 'Search all orders': order number, buyer name or company, any product name, delivery address. */
function searchOrders(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const p = containsPattern(search);
  const productMatch = sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.productname} ilike ${p})`;
  return sql`(${orders.ordernumber} ilike ${p} or ${buyerName} ilike ${p} or ${buyers.company} ilike ${p}
    or ${orders.deliveryaddress} ilike ${p} or ${productMatch})`;
}

/** One status tab of the seller's own orders, searched, sorted and paged (docs/product.md §2.6, §7). */
export async function listSellerOrders(db: Db, sellerId: number, q: SellerOrdersQuery): Promise<Paged<Order>> {
  const where = and(eq(orders.sellerId, sellerId), q.status ? eq(orders.status, q.status) : undefined, searchOrders(q.search));
  const order = orderFor(q, sortable, defaultSorts.sellerOrders.sortBy, orders.id);
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(buyers, eq(buyers.id, orders.buyerId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).innerJoin(buyers, eq(buyers.id, orders.buyerId)).where(where),
  ]);
  return {
    content: await loadOrders(
      db,
      rows.map((r) => r.id),
    ),
    totalElements: total?.n ?? 0,
  };
}
