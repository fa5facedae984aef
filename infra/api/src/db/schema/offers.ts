import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { offerKind, offerStatus } from './enums.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * docs/product.md §2.11: a buyer's offer or quote request on a listing, answered by its seller. `amount` is per unit
 * and the one on the table (the last counter's); the listing's name is kept for when the listing is gone.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    kind: offerKind('kind').notNull(),
    status: offerStatus('status').notNull().default('open'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productname: text('productname').notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    quantity: integer('quantity').notNull().default(1),
    message: text('message').notNull().default(''),
    /** Whose answer a live offer waits for: 'buyer' or 'seller'; null once settled. */
    waitingFor: text('waiting_for'),
    buyerCounters: integer('buyer_counters').notNull().default(0),
    sellerCounters: integer('seller_counters').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one live offer per buyer and listing, also when two requests race
    uniqueIndex('offers_one_live_uq')
      .on(t.buyerId, t.productId)
      .where(sql`${t.status} in ('open', 'countered')`),
    index('offers_buyer_idx').on(t.buyerId, t.status, t.updatedAt),
    index('offers_seller_idx').on(t.sellerId, t.status, t.updatedAt),
    index('offers_product_idx').on(t.productId, t.status),
    // the expiry sweep reads only offers that can still lapse
    index('offers_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('open', 'countered', 'accepted')`),
  ],
);

/** Every step of an offer: who, what, the amount named and the message, in order (the offer's history). */
export const offerEvents = pgTable(
  'offer_events',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'buyer', 'seller' or 'site' (expiry, the seller's auto amounts, a sold listing). */
    by: text('by').notNull(),
    step: text('step').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_events_offer_idx').on(t.offerId, t.createdAt)],
);
