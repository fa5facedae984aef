import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { queueListingAlerts } from '../saved-searches/index.ts';
import type { Tx } from '../seller-products/index.ts';

/** A listing a by-SKU write created or changed (an unchanged one is never reported). */
export interface WrittenListing {
  id: number;
  sku: string;
  result: 'created' | 'updated';
}

/** Who writes: the seller, and the API key it came through (null: a signed-in session). */
export interface SyncCaller {
  sellerId: number;
  apiKeyId: number | null;
}

/**
 * The one place a by-SKU write (PUT seller/listings/by-sku, the spreadsheet import) reports its created and updated
 * listings, inside the writing transaction: each is queued for saved-search alerts (committed with the write), and a
 * write through an API key is audited per listing, in one insert.
 */
export async function listingsWritten(tx: Db | Tx, caller: SyncCaller, written: WrittenListing[], jobs: JobQueue): Promise<void> {
  if (!written.length) return;
  await queueListingAlerts(
    jobs,
    written.map((w) => w.id),
    tx as Db,
  );
  if (caller.apiKeyId === null) return;
  await tx.insert(auditLog).values(
    written.map((w) => ({
      actorId: caller.sellerId,
      action: w.result === 'created' ? 'listing.create-by-api-key' : 'listing.update-by-api-key',
      target: `product ${w.id}`,
      detail: { sku: w.sku, apiKey: caller.apiKeyId },
    })),
  );
}
