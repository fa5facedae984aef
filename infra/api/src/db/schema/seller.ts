import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { mediaFileType, subscriptionStatus } from './enums.ts';
import { users } from './users.ts';

/** Promotion status stays the strings 'true'/'false' because docs/product.md §4 queries it that way. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull().default(''),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status').notNull().default('false'),
    /** The last date boundary the schedule applied: null (none yet), 'started' or 'ended'; the switch overrides until the next. */
    scheduleApplied: text('schedule_applied'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promotions_status_idx').on(t.status, t.startDate)],
);

export const adverts = pgTable('adverts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().default(''),
  tags: text('tags').array().notNull().default([]),
  documentUrl: text('document_url'),
  documentType: mediaFileType('document_type'),
  sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: subscriptionStatus('status').notNull().default('pending'),
    plan: text('plan').notNull().default('annual'),
    listingCreditsTotal: integer('listing_credits_total').notNull().default(0),
    listingCreditsUsed: integer('listing_credits_used').notNull().default(0),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_seller_uq').on(t.sellerId), index('subscriptions_stripe_sub_idx').on(t.stripeSubscriptionId)],
);

export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull().default(''),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
