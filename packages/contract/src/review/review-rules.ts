/** docs/product.md §2.13: what a review may hold and when a buyer may write one. */
export const reviewLimits = {
  minRating: 1,
  maxRating: 5,
  titleMax: 120,
  textMax: 2000,
  replyMax: 2000,
  reasonMax: 500,
  /** Days after the order was completed during which its buyer may review the seller. */
  windowDays: 90,
  /** A seller with fewer visible reviews shows "New seller" instead of a rating. */
  ratedFrom: 3,
  /** The seller's "About" text on the storefront. */
  aboutMax: 2000,
} as const;

/** The messages of every review rule, once: the schemas and the server answer with these. */
export const reviewTexts = {
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  titleRequired: 'Title is required.',
  titleMax: `Title must be at most ${reviewLimits.titleMax} characters.`,
  textRequired: 'Review text is required.',
  textMax: 'Review text must be at most 2,000 characters.',
  replyRequired: 'Reply text is required.',
  replyMax: 'Reply must be at most 2,000 characters.',
  reasonRequired: 'Please give a reason.',
  reasonMax: `The reason must be at most ${reviewLimits.reasonMax} characters.`,
  aboutMax: 'About must be at most 2,000 characters.',
  orderNotFound: 'This order was not found among your orders.',
  notCompleted: 'You can review the seller once the order is completed.',
  windowClosed: `Reviews can be written within ${reviewLimits.windowDays} days after the order was completed.`,
  alreadyReviewed: 'You have already reviewed this order.',
  reviewNotFound: 'This review was not found.',
  notYourReview: 'Only the reviewed seller can reply to this review.',
  alreadyReplied: 'You have already replied to this review.',
  alreadyReported: 'You have already reported this review.',
  reported: 'Thank you. An administrator will look at this review.',
  storefrontNotFound: 'This seller has no storefront.',
  newSeller: 'New seller',
} as const;

/** The admin's review list filters: reported (and visible) first by default. */
export const reviewModerationFilters = ['reported', 'hidden', 'all'] as const;
export type ReviewModerationFilter = (typeof reviewModerationFilters)[number];

/** "4.3" for a mean rating: one decimal, as the stars' label reads it. */
export const formatRating = (mean: number): string => (Math.round(mean * 10) / 10).toFixed(1);

/** Whether a seller with `count` visible reviews shows its mean rating (else "New seller"). */
export const showsRating = (count: number): boolean => count >= reviewLimits.ratedFrom;

/** "★★★★☆" for a whole or mean rating (rounded to whole stars), for sighted readers beside its label. */
export const ratingStars = (rating: number): string => {
  const full = Math.min(reviewLimits.maxRating, Math.max(0, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(reviewLimits.maxRating - full);
};

/** "Usually answers within 2 hours" from the median minutes; the storefront's words when there is no answer yet. */
export const responseTimeText = (minutes: number | null): string => {
  if (minutes === null) return 'No answers to measure yet';
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return `Usually answers within ${unit(Math.max(1, minutes), 'minute')}`;
  if (minutes < 48 * 60) return `Usually answers within ${unit(Math.ceil(minutes / 60), 'hour')}`;
  return `Usually answers within ${unit(Math.ceil(minutes / 1440), 'day')}`;
};
