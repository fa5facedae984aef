import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { sellerListingIds } from './match-listing.ts';

/** Writes of one listing within this many seconds share one alert job (an edit saved twice, an import's row and its pictures). */
const collapseSeconds = 5;

/**
 * docs/product.md §2.14: a listing was written; its alert job runs at the end of the current few-second slot and reads
 * the listing as committed then. The key names listing and slot, so repeats in one slot are one job, and a later write
 * (another price drop) gets a job of its own. With `tx` the job exists exactly when the write commits.
 */
export async function queueListingAlerts(jobs: JobQueue, productIds: number[], tx?: Db): Promise<void> {
  const now = Date.now();
  const slot = Math.floor(now / (collapseSeconds * 1000));
  const startAfterSeconds = Math.ceil(((slot + 1) * collapseSeconds * 1000 - now) / 1000);
  for (const productId of productIds)
    await jobs.enqueue('listing-alerts', { productId }, { key: `listing-alerts:${productId}:${slot}`, tx, startAfterSeconds });
}

/** A seller's account or subscription became active: each of its published listings may now be new in the shop. */
export async function queueSellerListingAlerts(db: Db, jobs: JobQueue, sellerId: number): Promise<void> {
  await queueListingAlerts(jobs, await sellerListingIds(db, sellerId));
}
