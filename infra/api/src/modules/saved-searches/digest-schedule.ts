import { and, eq } from 'drizzle-orm';
import { alertWindowMinutes, type AlertFrequency } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { alertDigests } from '../../db/schema/index.ts';
import type { AlertDeps } from './alert-deps.ts';

/** Watchlist price drops go out with the buyer's daily mail (the saved searches' default frequency). */
export const watchlistFrequency: AlertFrequency = 'daily';
/** What one batch gathers before its mail: an import's or a repricing's listings come in one mail, not dozens. */
export const batchSeconds = 30;

/** When the next mail of this frequency may go: a batch from now, and not before the window since the last one. */
export function dueAt(frequency: AlertFrequency, lastSentAt: Date | null, now: number): number {
  const windowEnd = lastSentAt ? lastSentAt.getTime() + alertWindowMinutes[frequency] * 60_000 : 0;
  return Math.max(now + batchSeconds * 1000, windowEnd);
}

/**
 * Queues the buyer's digest of one frequency, in the caller's transaction. The upsert locks the buyer's digest row,
 * so this waits for a digest being sent and then reads its new run count: the key is new after every run (a match
 * after a mail gets a job of its own), the same before it (every match of one window collapses into one job).
 */
export async function scheduleDigest(
  deps: Pick<AlertDeps, 'jobs' | 'now'>,
  tx: Db,
  buyerId: number,
  frequency: AlertFrequency,
): Promise<void> {
  const [row] = await tx
    .insert(alertDigests)
    .values({ buyerId, frequency })
    .onConflictDoUpdate({ target: [alertDigests.buyerId, alertDigests.frequency], set: { frequency } })
    .returning();
  await enqueueDigest(deps, tx, row!);
}

export async function enqueueDigest(
  deps: Pick<AlertDeps, 'jobs' | 'now'>,
  tx: Db,
  row: { buyerId: number; frequency: AlertFrequency; lastSentAt: Date | null; runs: number },
): Promise<void> {
  const now = deps.now();
  const startAfterSeconds = Math.ceil((dueAt(row.frequency, row.lastSentAt, now) - now) / 1000);
  await deps.jobs.enqueue(
    'alert-digest',
    { buyerId: row.buyerId, frequency: row.frequency },
    { key: `alert-digest:${row.buyerId}:${row.frequency}:${row.runs}`, tx, startAfterSeconds },
  );
}

export async function lockDigest(tx: Db, buyerId: number, frequency: AlertFrequency) {
  const [row] = await tx
    .select()
    .from(alertDigests)
    .where(and(eq(alertDigests.buyerId, buyerId), eq(alertDigests.frequency, frequency)))
    .for('update');
  return row;
}
