import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminReview, AdminReviewPage, ReviewModerationFilter, ReviewVisibility } from '@xchange/contract';
import { reviewTexts } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { reviewReports, reviews, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { reviewColumns, toReview } from './review-view.ts';

// reports made after the last hide or restore are the open ones; a restored review leaves the reported list
const openReports = sql<number>`(select count(*)::int from ${reviewReports} rr where rr.review_id = ${reviews.id}
  and (${reviews.moderatedAt} is null or rr.created_at > ${reviews.moderatedAt}))`;

const filters: Record<ReviewModerationFilter, SQL | undefined> = {
  reported: and(eq(reviews.hidden, false), sql`${openReports} > 0`),
  hidden: eq(reviews.hidden, true),
  all: undefined,
};

const seller = sql<string>`(select s.company from ${users} s where s.id = ${reviews.sellerId})`;

async function withReports(db: Db, rows: Awaited<ReturnType<typeof pageRows>>[number][]): Promise<AdminReview[]> {
  const ids = rows.map((r) => r.review.id);
  const reports = ids.length
    ? await db
        .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason, createdAt: reviewReports.createdAt })
        .from(reviewReports)
        .where(inArray(reviewReports.reviewId, ids))
        .orderBy(desc(reviewReports.createdAt))
    : [];
  return rows.map((r) => ({
    ...toReview(r),
    sellerCompany: r.sellerCompany,
    hidden: r.review.hidden,
    hiddenReason: r.review.hiddenReason,
    reports: reports.filter((x) => x.reviewId === r.review.id).map((x) => ({ reason: x.reason, createdAt: x.createdAt.toISOString() })),
  }));
}

const pageRows = (db: Db, where: SQL | undefined, page: { page: number; size: number }) =>
  db
    .select({ ...reviewColumns, sellerCompany: seller })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .where(where)
    .orderBy(desc(openReports), desc(reviews.createdAt), asc(reviews.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);

/** The admin's Reviews page: open reports first (most first), then newest. */
export async function moderationPage(db: Db, q: { filter: ReviewModerationFilter; page: number; size: number }): Promise<AdminReviewPage> {
  const where = filters[q.filter];
  const [rows, [total]] = await Promise.all([pageRows(db, where, q), db.select({ n: count() }).from(reviews).where(where)]);
  return { content: await withReports(db, rows), totalElements: total?.n ?? 0 };
}

/** Hides or restores a review with the admin's reason, in one transaction with its audit entry. */
export async function setVisibility(db: Db, now: Date, adminId: number, id: number, v: ReviewVisibility): Promise<AdminReview> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ hidden: v.hidden, hiddenReason: v.hidden ? v.reason : null, moderatedAt: now, updatedAt: now })
      .where(eq(reviews.id, id))
      .returning({ sellerId: reviews.sellerId, title: reviews.title });
    if (!row) throw new AppError('ERR_NOT_FOUND', reviewTexts.reviewNotFound);
    await recordAudit(tx, adminId, {
      action: v.hidden ? 'review.hide' : 'review.restore',
      target: `review ${id}`,
      detail: { reason: v.reason, title: row.title, sellerId: row.sellerId },
    });
  });
  const [row] = await pageRows(db, eq(reviews.id, id), { page: 1, size: 1 });
  return (await withReports(db, [row!]))[0]!;
}
