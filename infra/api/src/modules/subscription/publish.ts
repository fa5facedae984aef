import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { canPublish as statusCanPublish } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Tx } from './repo.ts';
import { effectiveStatus } from './status.ts';

export type PublishBlocker = 'ERR_SUBSCRIPTION_REQUIRED' | 'ERR_NO_CREDITS';

/** Why a seller cannot publish a listing now (no active subscription, or no credit left), or null when it can. */
export async function publishBlocker(db: Db | Tx, sellerId: number, now = new Date()): Promise<PublishBlocker | null> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.sellerId, sellerId));
  if (!sub || !statusCanPublish(effectiveStatus(sub, now))) return 'ERR_SUBSCRIPTION_REQUIRED';
  return sub.listingCreditsUsed < sub.listingCreditsTotal ? null : 'ERR_NO_CREDITS';
}

/** True when the seller's subscription is active (and not lapsed) and a listing credit is available. */
export async function canPublish(db: Db | Tx, sellerId: number, now = new Date()): Promise<boolean> {
  return (await publishBlocker(db, sellerId, now)) === null;
}

/**
 * Takes one listing credit, atomically (safe against two concurrent publishes); call it inside the transaction that
 * publishes the listing. Answers 402 ERR_SUBSCRIPTION_REQUIRED or ERR_NO_CREDITS when it cannot.
 */
export async function useListingCredit(tx: Tx, sellerId: number, now = new Date()): Promise<void> {
  const taken = await tx
    .update(subscriptions)
    .set({ listingCreditsUsed: sql`${subscriptions.listingCreditsUsed} + 1`, updatedAt: now })
    .where(
      and(
        eq(subscriptions.sellerId, sellerId),
        eq(subscriptions.status, 'active'),
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
        lt(subscriptions.listingCreditsUsed, subscriptions.listingCreditsTotal),
      ),
    )
    .returning({ id: subscriptions.id });
  if (taken.length > 0) return;
  throw new AppError((await publishBlocker(tx, sellerId, now)) ?? 'ERR_NO_CREDITS');
}
