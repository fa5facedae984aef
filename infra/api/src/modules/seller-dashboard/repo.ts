import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { monthNames, topProductsShown, type SellerDashboard, type TopProduct } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { mediaFiles, orderLines, orders, products } from '../../db/schema/index.ts';

/**
 * What counts as a sale: every order of the seller except a cancelled one ('New Order', 'Completed', 'Shipped'),
 * valued at its total. Order counts use the same orders, so the two halves of the dashboard agree.
 */
export const countsAsSale = ne(orders.status, 'Cancelled');

const local = (tz: string) => sql`(${orders.orderdate} at time zone ${tz})`;

/**
 * The seller's dashboard (docs/product.md §2.6, §3) with days, months and the year taken in `tz`: today, this month, last
 * month, all time, and the calendar year of `now` month by month (Jan..Dec).
 */
export async function sellerDashboard(db: Db, sellerId: number, tz: string, now: Date = new Date()): Promise<SellerDashboard> {
  const at = local(tz);
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${tz})`;
  const same = (unit: 'day' | 'month' | 'year', shift = '0 days') =>
    sql`date_trunc(${unit}, ${at}) = date_trunc(${unit}, ${today}) - ${shift}::interval`;
  const sale = (when: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${orders.total}) filter (where ${when}), 0)::float8`;
  const count = (when: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${when}))::int`;
  const mine = and(eq(orders.sellerId, sellerId), countsAsSale);

  const [[totals], months] = await Promise.all([
    db
      .select({
        todaySale: sale(same('day')),
        monthlySale: sale(same('month')),
        lastMonthSale: sale(same('month', '1 month')),
        totalSale: sale(sql`true`),
        dailyOrders: count(same('day')),
        monthlyOrders: count(same('month')),
        lastMonthlyOrders: count(same('month', '1 month')),
        totalOrders: count(sql`true`),
      })
      .from(orders)
      .where(mine),
    db
      .select({
        month: sql<number>`extract(month from ${at})::int`,
        sale: sql<number>`sum(${orders.total})::float8`,
        orders: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(and(mine, same('year')))
      .groupBy(sql`1`),
  ]);
  const byMonth = new Map(months.map((m) => [Number(m.month), m]));
  const series = (pick: (m: { sale: number; orders: number }) => number) =>
    monthNames.map((name, i) => {
      const m = byMonth.get(i + 1);
      return { [name]: m ? Number(pick(m)) : 0 };
    });
  const t = totals!;
  return {
    todaySale: Number(t.todaySale),
    monthlySale: Number(t.monthlySale),
    lastMonthSale: Number(t.lastMonthSale),
    totalSale: Number(t.totalSale),
    annualSale: series((m) => m.sale),
    dailyOrders: Number(t.dailyOrders),
    monthlyOrders: Number(t.monthlyOrders),
    lastMonthlyOrders: Number(t.lastMonthlyOrders),
    totalOrders: Number(t.totalOrders),
    annualOrders: series((m) => m.orders),
  };
}

/**
 * Top 5 of the seller's products by the number of (not cancelled) orders that hold them; productPic lists the
 * product's pictures, primary first (docs/product.md §3), or the picture kept on the order line when the listing is gone.
 */
export async function topProducts(db: Db, sellerId: number): Promise<TopProduct[]> {
  const pictures = sql<
    string | null
  >`(select string_agg(${mediaFiles.url}, ',' order by ${mediaFiles.slot}, ${mediaFiles.position}, ${mediaFiles.id})
    from ${mediaFiles} where ${mediaFiles.productId} = ${orderLines.productId} and ${mediaFiles.fileType} = 'image')`;
  const orderCount = sql<number>`count(distinct ${orders.id})::int`;
  const name = sql<string>`coalesce(max(${products.name}), max(${orderLines.productname}))`;
  const rows = await db
    .select({ productPic: sql<string>`coalesce(${pictures}, max(${orderLines.imageUrl}), '')`, productName: name, orderCount })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orders.sellerId, sellerId), countsAsSale))
    .groupBy(orderLines.productId, sql`case when ${orderLines.productId} is null then ${orderLines.productname} end`)
    .orderBy(desc(orderCount), asc(name))
    .limit(topProductsShown);
  return rows.map((r) => ({ productPic: r.productPic, productName: r.productName, orderCount: Number(r.orderCount) }));
}
