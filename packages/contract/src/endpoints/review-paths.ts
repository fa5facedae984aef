import type { EndpointPath } from './endpoint';

/** docs/product.md §2.13 calls: verified reviews and the seller storefront (`review-endpoints.ts` adds the rest). */
export const reviewPaths = {
  createReview: { method: 'POST', path: 'reviews' },
  myReviews: { method: 'GET', path: 'reviews/mine' },
  replyReview: { method: 'POST', path: 'reviews/:id/reply' },
  reportReview: { method: 'POST', path: 'reviews/:id/report' },
  sellerStorefront: { method: 'GET', path: 'sellers/:id/storefront' },
  sellerReviews: { method: 'GET', path: 'sellers/:id/reviews' },
  adminReviews: { method: 'GET', path: 'admin/reviews' },
  reviewVisibility: { method: 'POST', path: 'admin/reviews/:id/visibility' },
} as const satisfies Record<string, EndpointPath>;
