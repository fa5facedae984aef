import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orderStatus } from './enums.ts';
import { orders } from './orders.ts';

/**
 * Counts per key and fixed window (mails to one address a day, one seller's uploads an hour), kept in the database so
 * a limit holds across restarts and API processes; one upsert both counts and answers the new count.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('usage_counters_window_idx').on(t.windowStart)],
);

/** The buyer's status mails of one order: what was mailed last and when, and when a coalesced mail is due. */
export const orderStatusNotices = pgTable(
  'order_status_notices',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lastMailedStatus: orderStatus('last_mailed_status').notNull(),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (t) => [index('order_status_notices_due_idx').on(t.dueAt)],
);
