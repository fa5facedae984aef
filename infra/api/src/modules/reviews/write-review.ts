import { and, eq, isNull, max } from 'drizzle-orm';
import { reviewLimits, reviewTexts, type NewReview, type Review, type ReviewReply } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders, reviewReports, reviews } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { uniqueOr409 } from '../../lib/unique.ts';
import { loadReview, toReview } from './review-view.ts';

const dayMs = 86_400_000;

/** When an order last became Completed (its status change in order_events; a seeded order without one: its last change). */
async function completedAt(db: Db, order: { id: number; updatedAt: Date }): Promise<Date> {
  const [row] = await db
    .select({ at: max(orderEvents.createdAt) })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.field, 'status'), eq(orderEvents.toValue, 'Completed')));
  return row?.at ?? order.updatedAt;
}

/**
 * The buyer of a completed order reviews its seller: once per order, within 90 days of completion. Another buyer's
 * order answers as a missing one (404), so order ids reveal nothing.
 */
export async function createReview(db: Db, now: Date, buyerId: number, r: NewReview): Promise<Review> {
  const [order] = await db
    .select({ id: orders.id, buyerId: orders.buyerId, sellerId: orders.sellerId, status: orders.status, updatedAt: orders.updatedAt })
    .from(orders)
    .where(eq(orders.id, r.orderId));
  if (!order || order.buyerId !== buyerId) throw new AppError('ERR_NOT_FOUND', reviewTexts.orderNotFound);
  if (order.status !== 'Completed') throw new AppError('ERR_CONFLICT', reviewTexts.notCompleted);
  if (now.getTime() - (await completedAt(db, order)).getTime() > reviewLimits.windowDays * dayMs)
    throw new AppError('ERR_CONFLICT', reviewTexts.windowClosed);
  const [row] = await uniqueOr409(
    () =>
      db
        .insert(reviews)
        .values({ orderId: order.id, buyerId, sellerId: order.sellerId, rating: r.rating, title: r.title, text: r.text, createdAt: now })
        .returning({ id: reviews.id }),
    reviewTexts.alreadyReviewed,
  );
  return toReview((await loadReview(db, row!.id))!);
}

/** The reviewed seller's one public reply; a hidden review takes none. */
export async function replyToReview(db: Db, now: Date, sellerId: number, id: number, r: ReviewReply): Promise<Review> {
  const found = await loadReview(db, id);
  if (!found || found.review.hidden) throw new AppError('ERR_NOT_FOUND', reviewTexts.reviewNotFound);
  if (found.review.sellerId !== sellerId) throw new AppError('ERR_FORBIDDEN', reviewTexts.notYourReview);
  // the condition on reply makes two racing replies end in one
  const done = await db
    .update(reviews)
    .set({ reply: r.text, repliedAt: now, updatedAt: now })
    .where(and(eq(reviews.id, id), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  if (!done.length) throw new AppError('ERR_CONFLICT', reviewTexts.alreadyReplied);
  return toReview((await loadReview(db, id))!);
}

/** A signed-in user reports a visible review once, with a reason, for the admin's Reviews page. */
export async function reportReview(db: Db, now: Date, reporterId: number, id: number, reason: string): Promise<void> {
  const found = await loadReview(db, id);
  if (!found || found.review.hidden) throw new AppError('ERR_NOT_FOUND', reviewTexts.reviewNotFound);
  await uniqueOr409(
    () => db.insert(reviewReports).values({ reviewId: id, reporterId, reason, createdAt: now }),
    reviewTexts.alreadyReported,
  );
}
