import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A seller's checkouts and payments (subscription, renewals, listing credits): the Subscription tab's transaction
 * table. The id is the checkout's own ('cs_…' Stripe session, 'tc_…' built-in test checkout) or an invoice id ('in_…').
 */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: text('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'subscription' | 'renewal' | 'credits' */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    credits: integer('credits').notNull().default(0),
    /** 'pending' | 'paid' | 'failed' | 'refunded' */
    status: text('status').notNull().default('pending'),
    /** 'stripe' | 'test' */
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_payments_seller_idx').on(t.sellerId, t.createdAt)],
);
