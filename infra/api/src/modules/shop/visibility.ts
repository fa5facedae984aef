import { and, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, promotions, subscriptions, users } from '../../db/schema/index.ts';

/** Sellers whose listings the shop shows: active accounts with an active subscription whose period has not ended. */
export const visibleSellerIds = (db: Db) =>
  db
    .select({ id: users.id })
    .from(users)
    .innerJoin(subscriptions, eq(subscriptions.sellerId, users.id))
    .where(
      and(
        eq(users.role, 'seller'),
        eq(users.active, true),
        eq(subscriptions.status, 'active'),
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, sql`now()`)),
      ),
    );

/** A listing a visitor may see: published, by a visible seller. */
export const isVisible = (db: Db): SQL => and(eq(products.published, true), inArray(products.sellerId, visibleSellerIds(db)))!;

/** Sellers with an active promotion today (status 'true', start ≤ today ≤ end; docs/product.md §4). */
export const promotedSellerIds = (db: Db) =>
  db
    .select({ id: promotions.sellerId })
    .from(promotions)
    .where(and(eq(promotions.status, 'true'), lte(promotions.startDate, sql`current_date`), gte(promotions.endDate, sql`current_date`)));

export const isPromoted = (db: Db): SQL<boolean> => sql<boolean>`(${inArray(products.sellerId, promotedSellerIds(db))})`;
