import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per code mailed (or asked for, for an unknown email) per key `signup:<email>` / `reset:<email>`. */
export const authCodeSends = pgTable(
  'auth_code_sends',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_code_sends_key_idx').on(t.key, t.sentAt), index('auth_code_sends_sent_idx').on(t.sentAt)],
);

/**
 * Failure streaks that survive a restart: wrong codes per account and purpose (`code:signup` / `code:reset`, subject
 * the user id, address empty) and wrong passwords per account and client address (`login`, subject the email).
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    address: text('address').notNull().default(''),
    failures: integer('failures').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject, t.address] }), index('auth_failures_stale_idx').on(t.kind, t.updatedAt)],
);
