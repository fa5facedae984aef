import * as v from 'valibot';
import { defaultPage, maxPageSize } from '@xchange/contract/core';
import { reviewLimits, reviewModerationFilters, reviewTexts } from '@xchange/contract/listings';
import { idField, intField } from '../common/number';
import { pagedResponse } from '../common/paged-response';

/**
 * Text of several lines (a review, a reply, a reason): line ends kept, spaces around the whole trimmed. Stored and
 * answered as typed; pages show it as text, never as HTML.
 */
export const longText = (required: string, max: number, tooLong: string) =>
  v.pipe(
    v.string(required),
    v.transform((s) => s.replace(/\r\n?/g, '\n').trim()),
    v.nonEmpty(required),
    v.maxLength(max, tooLong),
  );

const oneLine = (required: string, max: number, tooLong: string) =>
  v.pipe(
    v.string(required),
    v.transform((s) => s.replace(/\s+/g, ' ').trim()),
    v.nonEmpty(required),
    v.maxLength(max, tooLong),
  );

/** 1–5 stars, from JSON or a radio group's value ('4'). */
export const ratingField = v.pipe(
  v.union([v.number(), v.string()], reviewTexts.ratingRequired),
  v.transform((x) => (typeof x === 'number' ? x : Number(x.trim() === '' ? Number.NaN : x))),
  v.number(reviewTexts.ratingRequired),
  v.integer(reviewTexts.ratingRequired),
  v.minValue(reviewLimits.minRating, reviewTexts.ratingRequired),
  v.maxValue(reviewLimits.maxRating, reviewTexts.ratingRequired),
);

/** The buyer's review form and POST reviews' body without the order (the form adds none). */
export const reviewFormSchema = v.object({
  rating: ratingField,
  title: oneLine(reviewTexts.titleRequired, reviewLimits.titleMax, reviewTexts.titleMax),
  text: longText(reviewTexts.textRequired, reviewLimits.textMax, reviewTexts.textMax),
});
export type ReviewFormInput = v.InferInput<typeof reviewFormSchema>;

/** POST reviews: a buyer reviews the seller of one of its completed orders. */
export const newReviewSchema = v.object({ orderId: idField, ...reviewFormSchema.entries });
export type NewReview = v.InferOutput<typeof newReviewSchema>;

/** POST reviews/:id/reply: the reviewed seller's one public answer. */
export const reviewReplySchema = v.object({ text: longText(reviewTexts.replyRequired, reviewLimits.replyMax, reviewTexts.replyMax) });
export type ReviewReply = v.InferOutput<typeof reviewReplySchema>;

/** POST reviews/:id/report: why a signed-in user thinks a review breaks the rules. */
export const reviewReportSchema = v.object({
  reason: longText(reviewTexts.reasonRequired, reviewLimits.reasonMax, reviewTexts.reasonMax),
});

/** POST admin/reviews/:id/visibility: the admin hides or restores a review, always with a reason (audit log). */
export const reviewVisibilitySchema = v.object({
  hidden: v.boolean('Say whether the review is hidden.'),
  reason: longText(reviewTexts.reasonRequired, reviewLimits.reasonMax, reviewTexts.reasonMax),
});
export type ReviewVisibility = v.InferOutput<typeof reviewVisibilitySchema>;

export const reviewIdParamsSchema = v.object({ id: idField });
export const sellerIdParamsSchema = v.object({ id: idField });

const pageEntries = {
  page: v.optional(intField(1), defaultPage),
  size: v.optional(v.pipe(intField(1), v.maxValue(maxPageSize)), 5),
};
/** GET sellers/:id/reviews: newest first. */
export const reviewPageQuerySchema = v.object(pageEntries);
/** GET admin/reviews: reported first (most reports, then newest), or the hidden ones, or all. */
export const adminReviewQuerySchema = v.object({
  ...pageEntries,
  filter: v.optional(v.picklist(reviewModerationFilters, `Filter must be one of: ${reviewModerationFilters.join(', ')}.`), 'reported'),
});

/** One review as anyone reads it: the buyer's first name and initial, the seller's reply if any. */
export const reviewSchema = v.object({
  id: v.number(),
  orderId: v.number(),
  sellerId: v.number(),
  rating: v.number(),
  title: v.string(),
  text: v.string(),
  author: v.string(),
  createdAt: v.string(),
  reply: v.nullable(v.string()),
  repliedAt: v.nullable(v.string()),
});
export type Review = v.InferOutput<typeof reviewSchema>;
export const reviewPageSchema = pagedResponse(reviewSchema);
export type ReviewPage = v.InferOutput<typeof reviewPageSchema>;
export const reviewArraySchema = v.array(reviewSchema);

/** A review as the admin reads it: who wrote it about whom, whether hidden and why, its reports. */
export const adminReviewSchema = v.object({
  ...reviewSchema.entries,
  sellerCompany: v.string(),
  hidden: v.boolean(),
  hiddenReason: v.nullable(v.string()),
  reports: v.array(v.object({ reason: v.string(), createdAt: v.string() })),
});
export type AdminReview = v.InferOutput<typeof adminReviewSchema>;
export const adminReviewPageSchema = pagedResponse(adminReviewSchema);
export type AdminReviewPage = v.InferOutput<typeof adminReviewPageSchema>;

/** A seller's rating: the mean of its visible reviews (null when none) and their count. */
export const ratingSummarySchema = v.object({ mean: v.nullable(v.number()), count: v.number() });
export type RatingSummary = v.InferOutput<typeof ratingSummarySchema>;

/** GET sellers/:id/storefront: the public facts of an active, subscribed seller. */
export const storefrontSchema = v.object({
  id: v.number(),
  company: v.string(),
  picture: v.nullable(v.string()),
  location: v.string(),
  memberSince: v.string(),
  /** The subscription is active and paid up. */
  inGoodStanding: v.boolean(),
  /** Median minutes to the seller's first answer of a message thread or an offer; null without any. */
  responseMinutes: v.nullable(v.number()),
  completedOrders: v.number(),
  rating: ratingSummarySchema,
  about: v.string(),
});
export type Storefront = v.InferOutput<typeof storefrontSchema>;
