import { and, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { reviewTexts, type Storefront } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { orders, subscriptions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { ratingOf } from '../reviews/index.ts';
import { visibleSellerIds } from '../shop/index.ts';
import { medianResponseMinutes } from './response-time.ts';

/** A seller the shop shows (active, subscribed); any other id is 404, as for a missing one. */
export async function assertShownSeller(db: Db, id: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.id, visibleSellerIds(db))));
  if (!row) throw new AppError('ERR_NOT_FOUND', reviewTexts.storefrontNotFound);
}

/** docs/product.md §2.13: the public facts of a shown seller's storefront. */
export async function loadStorefront(db: Db, id: number): Promise<Storefront> {
  await assertShownSeller(db, id);
  const [[seller], [completed], rating, responseMinutes] = await Promise.all([
    db
      .select({
        company: users.company,
        firstname: users.firstname,
        lastname: users.lastname,
        picture: users.profilePhoto,
        country: users.country,
        continent: users.continent,
        createdAt: users.createdAt,
        about: users.about,
        inGoodStanding: sql<boolean>`${and(
          eq(subscriptions.status, 'active'),
          or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, sql`now()`)),
        )}`,
      })
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.sellerId, users.id))
      .where(eq(users.id, id)),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.sellerId, id), eq(orders.status, 'Completed'))),
    ratingOf(db, id),
    medianResponseMinutes(db, id),
  ]);
  const s = seller!;
  return {
    id,
    company: s.company || `${s.firstname} ${s.lastname}`.trim(),
    picture: s.picture,
    location: [s.country, s.continent].filter(Boolean).join(', '),
    memberSince: s.createdAt.toISOString(),
    inGoodStanding: Boolean(s.inGoodStanding),
    responseMinutes,
    completedOrders: completed?.n ?? 0,
    rating,
    about: s.about,
  };
}
