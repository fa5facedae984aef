import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { defaultSorts, parseMdy, type Paged, type Promotion, type PromotionListQuery, type PromotionStatus } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { promotions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { orderFor, pageWindow, searchAny } from '../../lib/list-page.ts';
import { scheduleFor } from './schedule.ts';

export interface PromotionValues {
  sellerId: number;
  companyName: string;
  startdate: string;
  enddate: string;
  status: PromotionStatus;
}

/** 'MM-DD-YYYY' (docs/product.md §5) ↔ the date column's 'YYYY-MM-DD'. */
const toIso = (mdy: string): string => parseMdy(mdy)!.toISOString().slice(0, 10);
const toMdy = (iso: string): string => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

const sellerName = sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`;
const columns = {
  id: promotions.id,
  sellerId: promotions.sellerId,
  sellername: sellerName,
  companyName: promotions.companyName,
  startdate: promotions.startDate,
  enddate: promotions.endDate,
  status: promotions.status,
};
type Selected = {
  id: number;
  sellerId: number;
  sellername: string;
  companyName: string;
  startdate: string;
  enddate: string;
  status: string;
};
const toPromotion = (r: Selected): Promotion => ({
  ...r,
  startdate: toMdy(r.startdate),
  enddate: toMdy(r.enddate),
  status: r.status === 'true' ? 'true' : 'false',
});

const sortable = {
  sellername: [sellerName, promotions.startDate],
  companyName: promotions.companyName,
  startdate: promotions.startDate,
  enddate: promotions.endDate,
  status: promotions.status,
  id: promotions.id,
};

/** One tab's promotions (docs/product.md §4): by seller name, the upcoming tab by start date, unless the query names a sort. */
export async function listPromotions(db: Db, q: PromotionListQuery): Promise<Paged<Promotion>> {
  const filters: (SQL | undefined)[] = [searchAny(q.search, [sellerName, promotions.companyName, users.company])];
  if (q.status) filters.push(eq(promotions.status, q.status));
  const where = and(...filters);
  const fallback = q.status === 'false' ? defaultSorts.upcomingPromotions.sortBy : defaultSorts.promotions.sortBy;
  const order = orderFor(q, sortable, fallback, promotions.id);
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(promotions)
      .innerJoin(users, eq(users.id, promotions.sellerId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(promotions).innerJoin(users, eq(users.id, promotions.sellerId)).where(where),
  ]);
  return { content: rows.map(toPromotion), totalElements: total?.n ?? 0 };
}

export async function findPromotion(db: Db, id: number): Promise<Promotion> {
  const [row] = await db.select(columns).from(promotions).innerJoin(users, eq(users.id, promotions.sellerId)).where(eq(promotions.id, id));
  if (!row) throw new AppError('ERR_NOT_FOUND', 'This promotion no longer exists.');
  return toPromotion(row);
}

/** The seller a promotion is for; a blank company defaults to the seller's own. */
async function sellerCompany(db: Db, sellerId: number, companyName: string): Promise<string> {
  const [seller] = await db
    .select({ company: users.company })
    .from(users)
    .where(and(eq(users.id, sellerId), eq(users.role, 'seller')));
  if (!seller) throw new AppError('ERR_VALIDATION', 'Seller is required');
  return companyName || seller.company;
}

/** `today` ('YYYY-MM-DD') decides which of the new dates' boundaries the schedule still applies (schedule.ts). */
export async function insertPromotion(db: Db, p: PromotionValues, today: string): Promise<Promotion> {
  const companyName = await sellerCompany(db, p.sellerId, p.companyName);
  const startDate = toIso(p.startdate);
  const endDate = toIso(p.enddate);
  const [row] = await db
    .insert(promotions)
    .values({
      sellerId: p.sellerId,
      companyName,
      startDate,
      endDate,
      status: p.status,
      scheduleApplied: scheduleFor(startDate, endDate, today),
    })
    .returning({ id: promotions.id });
  return findPromotion(db, row!.id);
}

/** Saving the same dates keeps the schedule's state, so the switch overrides it until the next boundary; new dates reset it. */
export async function updatePromotionRow(db: Db, id: number, p: PromotionValues, today: string): Promise<Promotion> {
  const companyName = await sellerCompany(db, p.sellerId, p.companyName);
  const startDate = toIso(p.startdate);
  const endDate = toIso(p.enddate);
  const sameDates = and(eq(promotions.startDate, startDate), eq(promotions.endDate, endDate));
  const [row] = await db
    .update(promotions)
    .set({
      sellerId: p.sellerId,
      companyName,
      startDate,
      endDate,
      status: p.status,
      scheduleApplied: sql`case when ${sameDates} then ${promotions.scheduleApplied} else ${scheduleFor(startDate, endDate, today)} end`,
    })
    .where(eq(promotions.id, id))
    .returning({ id: promotions.id });
  if (!row) throw new AppError('ERR_NOT_FOUND', 'This promotion no longer exists.');
  return findPromotion(db, id);
}

export async function deletePromotionRow(db: Db, id: number): Promise<Promotion> {
  const found = await findPromotion(db, id);
  await db.delete(promotions).where(eq(promotions.id, id));
  return found;
}
