import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AlertFrequency, HomepageQuery, NotificationKind } from '@xchange/contract';
import { products } from './catalog.ts';
import { users } from './users.ts';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });
const price = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * docs/product.md §2.14: a buyer's saved shop view. `query` is what the shop's address bar runs; the columns after
 * it are the same view taken apart, so one query can match a new listing against every saved search.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    summary: text('summary').notNull(),
    alert: boolean('alert').notNull().default(true),
    frequency: text('frequency').$type<AlertFrequency>().notNull().default('daily'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    /** The words as the shop's word search reads them (websearch_to_tsquery), and the model numbers they may mean. */
    words: tsquery('words'),
    modelPatterns: text('model_patterns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    brand: text('brand'),
    category: text('category'),
    condition: text('condition'),
    sellerId: integer('seller_id'),
    minPrice: price('min_price'),
    maxPrice: price('max_price'),
    locations: text('locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    miles: doublePrecision('miles'),
    /** The POST home/homepage body of the view: specification and fact filters are checked with the shop's own SQL. */
    filters: jsonb('filters').$type<HomepageQuery>().notNull(),
    /** True when the view has specification or fact filters the columns above do not hold. */
    recheck: boolean('recheck').notNull().default(false),
  },
  (t) => [uniqueIndex('saved_searches_buyer_name_uq').on(t.buyerId, sql`lower(${t.name})`)],
);

/** A buyer's alert settings; no row means the defaults (watchlist price drops mailed). */
export const alertSettings = pgTable('alert_settings', {
  buyerId: integer('buyer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  watchlistAlerts: boolean('watchlist_alerts').notNull().default(true),
});

/** What the alert matcher last saw of a listing: whether the shop showed it, and the price a buyer paid. */
export const listingAlertStates = pgTable('listing_alert_states', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  visible: boolean('visible').notNull(),
  price: price('price').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One listing found for a saved search (`kind` new) or a lower price of one (`kind` drop; a watchlist drop has no
 * saved search). The unique keys make every match, and every drop to one price, exist once: never mailed twice.
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'new' | 'drop'>().notNull(),
    price: price('price').notNull(),
    oldPrice: price('old_price'),
    /** pending until mailed (sent), or dropped when the alert was turned off first. */
    state: text('state').$type<'pending' | 'sent' | 'dropped'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alert_matches_new_uq')
      .on(t.savedSearchId, t.productId)
      .where(sql`${t.kind} = 'new'`),
    uniqueIndex('alert_matches_search_drop_uq')
      .on(t.savedSearchId, t.productId, t.price)
      .where(sql`${t.kind} = 'drop' and ${t.savedSearchId} is not null`),
    uniqueIndex('alert_matches_watchlist_drop_uq')
      .on(t.buyerId, t.productId, t.price)
      .where(sql`${t.kind} = 'drop' and ${t.savedSearchId} is null`),
    index('alert_matches_pending_idx')
      .on(t.buyerId)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/** When a buyer's last alert mail of one frequency went out: the next waits for its window (alertWindowMinutes). */
export const alertDigests = pgTable(
  'alert_digests',
  {
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency').$type<AlertFrequency>().notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** Digest jobs run so far: the next job's key, so a match after a run always gets a job of its own. */
    runs: integer('runs').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.frequency] })],
);

/** docs/product.md §2.14: the header bell's entries of one user. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
