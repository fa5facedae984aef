import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { defaultSorts, type ListQuery, type Order, type Paged } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';
import { containsPattern, orderFor, pageWindow } from '../../lib/list-page.ts';
import { loadOrders } from '../orders/index.ts';

const firstProduct = sql`(select min(lower(l.productname)) from ${orderLines} l where l.order_id = ${orders.id})`;

/** Sort keys the current-orders table sends; unknown keys fall back to the docs/product.md §9 default (order date). */
const sortable = {
  orderdate: orders.orderdate,
  ordernumber: orders.ordernumber,
  total: orders.total,
  orderstatus: orders.status,
  paymentStatus: orders.paymentStatus,
  productname: firstProduct,
  'product.productname': firstProduct,
};

/** Search by order number or any product name of the order. */
function searchOrders(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const p = containsPattern(search);
  const productMatch = sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.productname} ilike ${p})`;
  return sql`(${orders.ordernumber} ilike ${p} or ${productMatch})`;
}

/** POST order: the buyer's current orders (status 'New Order'), searched, sorted and paged. */
export async function listCurrentOrders(db: Db, buyerId: number, q: ListQuery): Promise<Paged<Order>> {
  const where = and(eq(orders.buyerId, buyerId), eq(orders.status, 'New Order'), searchOrders(q.search));
  const order = orderFor(q, sortable, defaultSorts.buyerOrders.sortBy, orders.id);
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    content: await loadOrders(
      db,
      rows.map((r) => r.id),
    ),
    totalElements: total?.n ?? 0,
  };
}

/** GET order: every order of the buyer, newest first (history and payments). */
export async function listAllOrders(db: Db, buyerId: number): Promise<Order[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orders.orderdate), desc(orders.id));
  return loadOrders(
    db,
    rows.map((r) => r.id),
  );
}
