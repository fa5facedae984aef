import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { mediaFileType, mediaSlot, productCondition } from './enums.ts';
import { users } from './users.ts';

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brands_name_uq').on(sql`lower(${t.name})`)],
);

/** Category = type of instrument (wire name "sellinginstrument", docs/glossary.md); documenttype groups them for the admin list. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    documenttype: text('documenttype').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_name_uq').on(sql`lower(${t.name})`)],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('tags_name_uq').on(sql`lower(${t.name})`)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    discountPrice: numeric('discount_price', { precision: 12, scale: 2, mode: 'number' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    condition: productCondition('condition').notNull().default('Used'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(true),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // normalised model numbers ('DSO-X 3034A' -> 'dsox3034a') so searches match however the model is typed;
    // the trigger products_search_sync (migration shop_search_sync) fills it and search_vector on every write
    modelTokens: text('model_tokens').notNull().default(''),
    // weighted words of name, brand, model tokens (A), category and tags (B), description (C)
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    // docs/product.md §2.11: the seller's offer settings; the auto amounts are never shown to buyers
    acceptOffers: boolean('accept_offers').notNull().default(false),
    priceOnRequest: boolean('price_on_request').notNull().default(false),
    autoDeclineBelow: numeric('auto_decline_below', { precision: 12, scale: 2, mode: 'number' }),
    autoAcceptAt: numeric('auto_accept_at', { precision: 12, scale: 2, mode: 'number' }),
    /** docs/product.md §2.12: the seller's own stock-keeping unit, unique per seller without letter case. */
    sku: text('sku'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_seller_idx').on(t.sellerId, t.createdAt),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_price_idx').on(t.price),
    index('products_created_idx').on(t.createdAt),
    // the shop's price filter and sort use the price a buyer pays (discount when set)
    index('products_effective_price_idx').on(sql`coalesce(${t.discountPrice}, ${t.price})`, t.id),
    index('products_name_sort_idx').on(sql`lower(${t.name})`, t.id),
    index('products_address_idx').on(t.address),
    index('products_geo_idx').on(t.latitude, t.longitude),
    // A brand's listings in the price a buyer pays, with the place in the key: a brand + distance search sorted by
    // price walks it in order and checks the box on the index entries (at 1M listings 216 ms -> 5 ms a page).
    index('products_brand_price_geo_idx').on(t.brandId, sql`coalesce(${t.discountPrice}, ${t.price})`, t.id, t.latitude, t.longitude),
    // docs/product.md §2.4: a category's listings in the price a buyer pays, published only, with what the shop's
    // visibility check and sort read: a category page walks it in order, and a spec filter's matches are read from it
    // alone (an index-only scan joined to product_specs_field_num_idx), not from the table (infra/bench/README.md).
    index('products_category_price_idx')
      .on(t.categoryId, sql`coalesce(${t.discountPrice}, ${t.price})`, t.id, t.sellerId, t.price, t.discountPrice)
      // only a query naming a category can use it (its equality implies the second condition), so a search without
      // one never takes it for a cheap full scan
      .where(sql`${t.published} and ${t.categoryId} is not null`),
    index('products_featured_idx')
      .on(t.createdAt)
      .where(sql`${t.featured}`),
    index('products_search_vector_idx').using('gin', t.searchVector),
    // docs/product.md §2.4 relevance tiers: the words of name, brand and model number (A) alone, and with category and
    // tags (B), so a tier's first candidates come from its own index, not from reading every match (relevance.ts)
    index('products_search_name_idx').using('gin', sql`ts_filter(${t.searchVector}, '{a}'::"char"[])`),
    index('products_search_name_tags_idx').using('gin', sql`ts_filter(${t.searchVector}, '{a,b}'::"char"[])`),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_model_trgm_idx').using('gin', sql`${t.modelTokens} gin_trgm_ops`),
    uniqueIndex('products_seller_sku_uq')
      .on(t.sellerId, sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null`),
    // an inventory system's sync reads a seller's listings changed since its last run, oldest change first
    index('products_seller_updated_idx').on(t.sellerId, t.updatedAt, t.id),
  ],
);

export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    thumbUrl: text('thumb_url'),
    fileType: mediaFileType('file_type').notNull(),
    slot: mediaSlot('slot').notNull(),
    position: integer('position').notNull().default(0),
    // the stored file's size, summed per seller for the storage quota (seeded rows count 0)
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_files_product_idx').on(t.productId, t.slot, t.position)],
);
