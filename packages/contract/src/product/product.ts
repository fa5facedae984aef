import * as v from 'valibot';
import { mediaFileSchema } from '../common/media';

/** docs/architecture.md §6: condition is its own field, separate from the category (type of instrument). */
export const productConditions = ['New', 'Used', 'Ex-demonstration', 'Refurbished'] as const;
export type ProductCondition = (typeof productConditions)[number];
/** docs/product.md §9: preset tag suggestions; other tags can be created. */
export const tagSuggestions = ['Hitachi', 'PMI', 'Buyer', 'Seller'] as const;
/** docs/product.md §9: one primary file and six secondary slots per product. */
export const secondaryFileSlots = 6;

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
});
export type ProductWireInput = v.InferInput<typeof productSchema>;
export type ProductWire = v.InferOutput<typeof productSchema>;

/** The product as code below the contract uses it: category, brand and discountPrice for the wire's names (docs/glossary.md). */
export const productFromWire = ({ discountprice, sellinginstrument, manufacturer, ...rest }: ProductWire) => ({
  ...rest,
  discountPrice: discountprice,
  category: sellinginstrument,
  brand: manufacturer,
});
export type Product = ReturnType<typeof productFromWire>;
export const productToWire = ({ discountPrice, category, brand, ...rest }: Product): ProductWire => ({
  ...rest,
  discountprice: discountPrice,
  sellinginstrument: category,
  manufacturer: brand,
});

type Priced = { price: number; discountPrice?: number | '' | null };

/** docs/product.md §2.4/§9: the price a buyer pays — the discount price when set, else the price. */
export const effectivePrice = (p: Priced): number =>
  p.discountPrice === '' || p.discountPrice === undefined || p.discountPrice === null ? p.price : p.discountPrice;

/** docs/product.md §5: on edit load a discount equal to the price shows as empty. */
export const discountForForm = (p: Priced): number | '' =>
  p.discountPrice === '' || p.discountPrice === undefined || p.discountPrice === null || p.discountPrice === p.price ? '' : p.discountPrice;
