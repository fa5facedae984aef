import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { usageCounters } from '../db/schema/index.ts';

export interface Use {
  /** Uses of `key` in the current window, this one included. */
  count: number;
  /** When the current window ends (a Retry-After for a refusal). */
  resetAt: Date;
}

const windowOf = (now: Date, windowMs: number) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);

/**
 * Counts one use of `key` in the fixed window of `windowMs` holding `now` and answers the new count: one upsert, so
 * two processes counting at once both see their own increment.
 */
export async function countUse(db: Db, key: string, windowMs: number, now = new Date()): Promise<Use> {
  const windowStart = windowOf(now, windowMs);
  const [row] = await db
    .insert(usageCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [usageCounters.key, usageCounters.windowStart], set: { count: sql`${usageCounters.count} + 1` } })
    .returning({ count: usageCounters.count });
  // a new window: drop windows that ended more than two days ago (no limit here is longer than a day)
  if (row!.count === 1) await db.delete(usageCounters).where(lt(usageCounters.windowStart, new Date(now.getTime() - 2 * 86_400_000)));
  return { count: row!.count, resetAt: new Date(windowStart.getTime() + windowMs) };
}

const day = 86_400_000;
/** Mails a visitor can have sent to one address (confirmations, the launch-list welcome) per UTC day. */
export const visitorMailsPerRecipientPerDay = 3;

/**
 * Whether one more mail a visitor triggered may go to `recipient` today; counts it when it may. An address nobody
 * proved is theirs gets at most {@link visitorMailsPerRecipientPerDay} a day, whoever sends the forms.
 */
export async function mayMailRecipient(db: Db, recipient: string, now = new Date()): Promise<boolean> {
  const use = await countUse(db, `visitor-mail:${recipient.trim().toLowerCase()}`, day, now);
  return use.count <= visitorMailsPerRecipientPerDay;
}
