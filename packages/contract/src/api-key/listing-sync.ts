import * as v from 'valibot';
import { booleanField } from '../common/number';
import { listQueryEntries } from '../common/list-query';
import { productFormEntries, productMessages, wireDiscountNotGreater, wireDiscountNotSame } from '../product/product-form';
import { productSchema } from '../product/product-schema';
import { requiredSkuField } from '../product/product-sku';
import { listingFactChecks } from '../specs/listing-facts';
import { autoAmountsCheck } from '../offer/offer-settings';

/** PUT seller/listings/by-sku/:sku path: the SKU names the listing. */
export const skuParamsSchema = v.object({ sku: requiredSkuField });

const { sku: _sku, ...listingEntries } = productFormEntries;
/** PUT seller/listings/by-sku/:sku body: the product form's fields (wire names) and whether the listing is shown. */
const listingBySkuObject = v.object({
  ...listingEntries,
  /** Shown in the shop (default) or kept as a draft only the seller sees. */
  published: v.optional(booleanField, true),
});
export const listingBySkuSchema = v.pipe(
  listingBySkuObject,
  v.forward(v.partialCheck([['price'], ['discountprice']], wireDiscountNotGreater, productMessages.discountGreater), ['discountprice']),
  v.forward(v.partialCheck([['price'], ['discountprice']], wireDiscountNotSame, productMessages.discountSame), ['discountprice']),
  listingFactChecks<v.InferOutput<typeof listingBySkuObject>>(),
  autoAmountsCheck<v.InferOutput<typeof listingBySkuObject>>(),
);
export type ListingBySkuInput = v.InferInput<typeof listingBySkuSchema>;
export type ListingBySku = v.InferOutput<typeof listingBySkuSchema>;

export const listingSyncResults = ['created', 'updated', 'unchanged'] as const;
export type ListingSyncResult = (typeof listingSyncResults)[number];

/** PUT seller/listings/by-sku/:sku answer: what the call did and the listing as it now is. */
export const listingSyncAnswerSchema = v.object({
  id: v.number(),
  result: v.picklist(listingSyncResults),
  product: productSchema,
});
export type ListingSyncAnswer = v.InferOutput<typeof listingSyncAnswerSchema>;

export const listingSyncTexts = {
  updatedSince: 'updatedSince must be an ISO 8601 date-time, e.g. 2026-11-27T09:00:00Z.',
} as const;

/** GET seller/listings query: the caller's listings changed at or after `updatedSince`, oldest change first. */
export const sellerListingsQuerySchema = v.object({
  updatedSince: v.optional(
    v.pipe(
      v.string(listingSyncTexts.updatedSince),
      v.trim(),
      v.maxLength(40, listingSyncTexts.updatedSince),
      v.isoTimestamp(listingSyncTexts.updatedSince),
      // from 1970 on: older dates (year 0 among them) have nothing to find and PostgreSQL refuses some of them
      v.check((s) => Date.parse(s) >= 0, listingSyncTexts.updatedSince),
    ),
  ),
  page: listQueryEntries.page,
  size: listQueryEntries.size,
});
export type SellerListingsQuery = v.InferOutput<typeof sellerListingsQuerySchema>;

/** GET seller/listings answer: one page, and the `updatedAt` to send as `updatedSince` on the next sync. */
export const sellerListingsPageSchema = v.object({
  content: v.array(productSchema),
  totalElements: v.number(),
  page: v.number(),
  size: v.number(),
});
export type SellerListingsPage = v.InferOutput<typeof sellerListingsPageSchema>;
