import { and, eq, gte, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promotions } from '../../db/schema/index.ts';

/** The calendar date (UTC) of a clock reading, as the date columns hold it: 'YYYY-MM-DD'. */
export const utcDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Applies each promotion's date boundaries that have passed by `today` and were not applied yet: switched on from its
 * start date, off after its end date. Each boundary flips a promotion once, so the admin's switch overrides the schedule
 * until the next boundary. Idempotent and safe with several API processes: a row is claimed by its `UPDATE … WHERE`.
 */
export async function applyPromotionSchedule(db: Db, today: string): Promise<{ started: number; ended: number }> {
  const ended = await db
    .update(promotions)
    .set({ status: 'false', scheduleApplied: 'ended' })
    .where(and(lt(promotions.endDate, today), or(isNull(promotions.scheduleApplied), eq(promotions.scheduleApplied, 'started'))))
    .returning({ id: promotions.id });
  const started = await db
    .update(promotions)
    .set({ status: 'true', scheduleApplied: 'started' })
    .where(and(isNull(promotions.scheduleApplied), lte(promotions.startDate, today), gte(promotions.endDate, today)))
    .returning({ id: promotions.id });
  return { started: started.length, ended: ended.length };
}

/**
 * The schedule state of a promotion whose dates are saved `today`: boundaries already reached count as applied, so the
 * saved status stands until the next boundary (a promotion added to start today stays upcoming until switched on).
 */
export const scheduleFor = (startDate: string, endDate: string, today: string): 'started' | 'ended' | null =>
  endDate < today ? 'ended' : startDate <= today ? 'started' : null;
