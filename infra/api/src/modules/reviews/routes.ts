import { endpoints, reviewTexts } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { MessageHub } from '../messages/index.ts';
import { newReviewNotification, notifyNow } from '../notifications/index.ts';
import { moderationPage, setVisibility } from './moderation.ts';
import { buyerReviews } from './review-view.ts';
import { createReview, replyToReview, reportReview } from './write-review.ts';

const tags = ['reviews'];

/** docs/product.md §2.13: buyers review sellers of completed orders, sellers reply, anyone signed in reports, admins moderate. */
export async function reviewRoutes(app: ApiApp) {
  const now = () => new Date(app.now());
  const hub = new MessageHub(app.fanout);

  const create = endpointRoute(app, endpoints.createReview, {
    tags,
    errors: ['ERR_NOT_FOUND', 'ERR_CONFLICT'],
    summary: 'Review the seller of a completed order (once, within 90 days of completion)',
  });
  app.post(create.url, { ...create.options, config: { rateLimit: { max: 20, timeWindow: 60_000 } } }, async (req) => {
    const review = await createReview(app.db, now(), req.user!.id, req.body);
    await notifyNow(hub, app.db, [newReviewNotification(review)]);
    return review;
  });

  const mine = endpointRoute(app, endpoints.myReviews, { tags, summary: "The buyer's own reviews, newest first" });
  app.get(mine.url, mine.options, async (req) => buyerReviews(app.db, req.user!.id));

  const reply = endpointRoute(app, endpoints.replyReview, {
    tags,
    errors: ['ERR_NOT_FOUND', 'ERR_FORBIDDEN', 'ERR_CONFLICT'],
    summary: "The reviewed seller's one public reply",
  });
  app.post(reply.url, reply.options, async (req) => replyToReview(app.db, now(), req.user!.id, req.params.id, req.body));

  const report = endpointRoute(app, endpoints.reportReview, {
    tags,
    errors: ['ERR_NOT_FOUND', 'ERR_CONFLICT'],
    summary: 'Report a review to the admins, with a reason (once per user)',
  });
  app.post(report.url, { ...report.options, config: { rateLimit: { max: 20, timeWindow: 60_000 } } }, async (req) => {
    await reportReview(app.db, now(), req.user!.id, req.params.id, req.body.reason);
    return { message: reviewTexts.reported };
  });

  const list = endpointRoute(app, endpoints.adminReviews, { tags, summary: 'Reviews for moderation: reported first, hidden, or all' });
  app.get(list.url, list.options, async (req) => moderationPage(app.db, req.query));

  const visibility = endpointRoute(app, endpoints.reviewVisibility, {
    tags,
    errors: ['ERR_NOT_FOUND'],
    summary: 'Hide or restore a review with a reason (audit-logged)',
  });
  app.post(visibility.url, visibility.options, async (req) => setVisibility(app.db, now(), req.user!.id, req.params.id, req.body));
}
