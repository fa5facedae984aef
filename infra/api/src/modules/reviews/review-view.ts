import { and, avg, count, desc, eq } from 'drizzle-orm';
import type { Review, RatingSummary } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { reviews, users } from '../../db/schema/index.ts';

/** The columns a Review is read from: the review and its buyer's name. */
export const reviewColumns = {
  review: reviews,
  buyerFirstname: users.firstname,
  buyerLastname: users.lastname,
};

type ReviewRow = { review: typeof reviews.$inferSelect; buyerFirstname: string; buyerLastname: string };

/** "Ann L.": a buyer is named by first name and initial on public pages. */
const authorName = (first: string, last: string): string =>
  [first.trim(), last.trim() ? `${last.trim()[0]}.` : ''].filter(Boolean).join(' ') || 'Buyer';

export const toReview = ({ review: r, buyerFirstname, buyerLastname }: ReviewRow): Review => ({
  id: r.id,
  orderId: r.orderId,
  sellerId: r.sellerId,
  rating: r.rating,
  title: r.title,
  text: r.text,
  author: authorName(buyerFirstname, buyerLastname),
  createdAt: r.createdAt.toISOString(),
  reply: r.reply,
  repliedAt: r.repliedAt?.toISOString() ?? null,
});

/** One review by id with its buyer's name, whatever its visibility. */
export async function loadReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.buyerId)).where(eq(reviews.id, id));
  return row;
}

/** A seller's visible reviews, newest first. */
export async function visibleReviews(db: Db, sellerId: number, page: { page: number; size: number }) {
  const where = and(eq(reviews.sellerId, sellerId), eq(reviews.hidden, false));
  const [rows, [total]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.buyerId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { content: rows.map(toReview), totalElements: total?.n ?? 0 };
}

/** The mean of a seller's visible reviews (null without any) and their count. */
export async function ratingOf(db: Db, sellerId: number): Promise<RatingSummary> {
  const [row] = await db
    .select({ mean: avg(reviews.rating), n: count() })
    .from(reviews)
    .where(and(eq(reviews.sellerId, sellerId), eq(reviews.hidden, false)));
  const n = row?.n ?? 0;
  return { mean: n && row?.mean !== null && row?.mean !== undefined ? Math.round(Number(row.mean) * 100) / 100 : null, count: n };
}

/** The buyer's own reviews, newest first. */
export async function buyerReviews(db: Db, buyerId: number): Promise<Review[]> {
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .where(eq(reviews.buyerId, buyerId))
    .orderBy(desc(reviews.createdAt));
  return rows.map(toReview);
}
