import { messageResponseSchema } from '../common/paged-response';
import {
  adminReviewPageSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  newReviewSchema,
  reviewArraySchema,
  reviewIdParamsSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewReplySchema,
  reviewReportSchema,
  reviewSchema,
  reviewVisibilitySchema,
  sellerIdParamsSchema,
  storefrontSchema,
} from '../review/review';
import { withSchemas } from './endpoint';
import { reviewPaths } from './review-paths';

/** docs/product.md §2.13: buyers review sellers of completed orders; storefronts show them. */
export const reviewEndpoints = withSchemas(reviewPaths, {
  /** The buyer of a completed order reviews its seller, once, within 90 days of completion. */
  createReview: { access: 'buyer', body: newReviewSchema, response: reviewSchema },
  /** The caller's own reviews (the buyer's orders show "Reviewed"). */
  myReviews: { access: 'buyer', response: reviewArraySchema },
  /** The reviewed seller's one public reply. */
  replyReview: { access: 'seller', params: reviewIdParamsSchema, body: reviewReplySchema, response: reviewSchema },
  /** Any signed-in user reports a visible review with a reason, once. */
  reportReview: { access: 'signed-in', params: reviewIdParamsSchema, body: reviewReportSchema, response: messageResponseSchema },
  /** A shown seller's public facts: company, picture, location, standing, response time, orders, rating, About. */
  sellerStorefront: { access: 'public', params: sellerIdParamsSchema, response: storefrontSchema },
  /** A shown seller's visible reviews, newest first, paged. */
  sellerReviews: { access: 'public', params: sellerIdParamsSchema, query: reviewPageQuerySchema, response: reviewPageSchema },
  /** Reviews for moderation: reported first, or the hidden ones, or all. */
  adminReviews: { access: 'admin', query: adminReviewQuerySchema, response: adminReviewPageSchema },
  /** The admin hides or restores a review with a reason (audit-logged). */
  reviewVisibility: { access: 'admin', params: reviewIdParamsSchema, body: reviewVisibilitySchema, response: adminReviewSchema },
});
