import * as v from 'valibot';
import { productConditions } from '@xchange/contract/core';
import { mediaFileSchema } from '../common/media';
import { listingDetailsEntries } from '../specs/listing-details';
import { offerSettingsPrivateEntries, offerSettingsPublicEntries } from '../offer/offer-settings';

/** docs/product.md §3: '' means no discount price. */
export const discountPriceSchema = v.union([v.number(), v.literal('')]);

/** The seller a product or order shows (docs/product.md §2.6 product details, lookups). */
export const sellerSummarySchema = v.object({
  id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  company: v.string(),
});
export type SellerSummary = v.InferOutput<typeof sellerSummarySchema>;

/** docs/product.md §3 product as the API answers it. */
export const productSchema = v.object({
  id: v.number(),
  productname: v.string(),
  description: v.string(),
  price: v.number(),
  discountprice: v.optional(discountPriceSchema, ''),
  sellinginstrument: v.string(),
  manufacturer: v.string(),
  condition: v.optional(v.picklist(productConditions)),
  tags: v.optional(v.array(v.string()), []),
  featured: v.optional(v.boolean(), false),
  sellerid: v.number(),
  address: v.optional(v.string()),
  location: v.optional(v.string()),
  primaryfile: v.optional(v.nullable(mediaFileSchema), null),
  productfiles: v.optional(v.array(mediaFileSchema), []),
  /** Watchlisted by the signed-in buyer (shop answers to a buyer; absent for visitors and other roles). */
  isStarred: v.optional(v.boolean()),
  quantity: v.optional(v.number()),
  seller: v.optional(sellerSummarySchema),
  /** The seller has an active promotion (status 'true', today within its dates); shown first under relevance. */
  promoted: v.optional(v.boolean()),
  /** Where the listing is (coordinates of its location, else of the seller). */
  latitude: v.optional(v.nullable(v.number())),
  longitude: v.optional(v.nullable(v.number())),
  /** Miles from the distance filter's place, when one is applied. */
  distanceMiles: v.optional(v.number()),
  /** ISO date-times: listed and last changed. */
  createdAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
  ...listingDetailsEntries,
  /** docs/product.md §2.11: takes offers / priced on request (every answer). */
  ...offerSettingsPublicEntries,
  /** The seller's auto amounts: only in the seller's own product answers. */
  ...offerSettingsPrivateEntries,
  /** The seller's own SKU (null: none) and whether the listing is shown: only in the seller's own product answers. */
  sku: v.optional(v.nullable(v.string())),
  published: v.optional(v.boolean()),
});
export type ProductWireInput = v.InferInput<typeof productSchema>;
export type ProductWire = v.InferOutput<typeof productSchema>;
