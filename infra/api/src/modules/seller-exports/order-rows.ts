import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { effectivePrice, lineTotal, type OrdersExportQuery } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, products, users } from '../../db/schema/index.ts';
import type { ExportRow } from './export-file.ts';

const batchSize = 500;
const buyers = alias(users, 'buyer');
/** Every amount on the site is in US dollars (docs/product.md §9). */
const currency = 'USD';

/** The first instant of a day in the seller's time zone. */
const dayStart = (day: string, tz: string) => sql`(${day}::date::timestamp at time zone ${tz})`;

/**
 * The seller's orders placed from `from` to `to` (whole days in `tz`), oldest first, one row per item in the columns
 * of `orderExportColumns`: the buyer as the seller's order screens show them, the item's price as ordered.
 */
export async function* orderRows(db: Db, sellerId: number, q: OrdersExportQuery): AsyncGenerator<ExportRow> {
  const inRange = and(
    eq(orders.sellerId, sellerId),
    gte(orders.orderdate, dayStart(q.from, q.tz)),
    lt(orders.orderdate, sql`(${q.to}::date + 1)::timestamp at time zone ${q.tz}`),
  );
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const page = await db
      .select({
        id: orders.id,
        at: sql<string>`${orders.orderdate}::text`,
        ordernumber: orders.ordernumber,
        orderdate: sql<string>`to_char(${orders.orderdate} at time zone ${q.tz}, 'YYYY-MM-DD HH24:MI')`,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        total: orders.total,
        buyerCompany: buyers.company,
        buyerName: sql<string>`${buyers.firstname} || ' ' || ${buyers.lastname}`,
      })
      .from(orders)
      .innerJoin(buyers, eq(buyers.id, orders.buyerId))
      .where(and(inRange, after ? sql`(${orders.orderdate}, ${orders.id}) > (${after.at}::timestamptz, ${after.id})` : undefined))
      .orderBy(asc(orders.orderdate), asc(orders.id))
      .limit(batchSize);
    if (!page.length) return;
    const lines = await db
      .select({
        orderId: orderLines.orderId,
        productname: orderLines.productname,
        price: orderLines.price,
        discountPrice: orderLines.discountPrice,
        quantity: orderLines.quantity,
        sku: products.sku,
      })
      .from(orderLines)
      .leftJoin(products, eq(products.id, orderLines.productId))
      .where(
        inArray(
          orderLines.orderId,
          page.map((o) => o.id),
        ),
      )
      .orderBy(asc(orderLines.orderId), asc(orderLines.id));
    const byOrder = new Map<number, typeof lines>();
    for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
    for (const o of page) {
      for (const l of byOrder.get(o.id) ?? []) {
        const priced = {
          price: Number(l.price),
          discountPrice: l.discountPrice === null ? null : Number(l.discountPrice),
          quantity: l.quantity,
        };
        yield [
          o.ordernumber,
          o.orderdate,
          o.status,
          o.paymentStatus,
          o.buyerCompany,
          o.buyerName,
          l.sku ?? '',
          l.productname,
          l.quantity,
          effectivePrice(priced),
          Math.round(lineTotal(priced) * 100) / 100,
          Number(o.total),
          currency,
        ];
      }
    }
    const last = page[page.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}
