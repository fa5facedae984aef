// Verified reviews (docs/product.md §2.13): mounted by modules/index.ts; the storefront reads a seller's rating and reviews.
export { reviewRoutes } from './routes.ts';
export { ratingOf, visibleReviews } from './review-view.ts';
