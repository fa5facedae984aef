import { issueMessages, productFileQuerySchema } from '@xchange/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ApiConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countUse } from '../../lib/usage-counter.ts';
import { publishBlocker } from '../subscription/index.ts';
import { assertOwner, storedMediaBytes } from './repo.ts';

/** Why a seller cannot publish, and where to fix it (docs/product.md §2.6 Subscription tab, /profile). */
export const publishTexts = {
  ERR_SUBSCRIPTION_REQUIRED:
    'You cannot publish listings yet: your seller subscription is not active. Pay the annual subscription on your Subscription page (/profile).',
  ERR_NO_CREDITS: "You have no listing credits left. Buy more with 'Add Balance' on your Subscription page (/profile).",
} as const;

export interface UploadLimits {
  /** Upload requests one seller may start per clock hour. */
  perHour: number;
  /** Bytes all of one seller's stored product media may take. */
  quotaBytes: number;
}

const hour = 3_600_000;
const mb = 1024 * 1024;

/** The limits of the API's config (SELLER_UPLOADS_PER_HOUR, SELLER_STORAGE_QUOTA_MB). */
export function uploadLimits(config: Pick<ApiConfig, 'sellerUploadsPerHour' | 'sellerStorageQuotaMb'>): UploadLimits {
  return { perHour: config.sellerUploadsPerHour, quotaBytes: config.sellerStorageQuotaMb * mb };
}

const size = (bytes: number) =>
  bytes >= 1024 * mb && bytes % (1024 * mb) === 0 ? `${bytes / (1024 * mb)} GB` : `${Math.round(bytes / mb)} MB`;

export const uploadTexts = {
  quota: (l: UploadLimits, used: number) =>
    `Your listings' photos and videos may take at most ${size(l.quotaBytes)} in all (${size(used)} used); this upload would pass it. Remove files you no longer need, then try again.`,
  rate: (l: UploadLimits, minutes: number) =>
    `You have started ${l.perHour} uploads this hour, the most we accept. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
};

/** Refuses with 413 naming the quota when `adding` more bytes would take the seller's stored media past it. */
export async function assertQuota(db: Db, sellerId: number, adding: number, limits: UploadLimits): Promise<void> {
  const used = await storedMediaBytes(db, sellerId);
  if (used + adding > limits.quotaBytes) throw new AppError('ERR_PAYLOAD_TOO_LARGE', uploadTexts.quota(limits, used));
}

/**
 * A preValidation hook for the product upload routes. Multipart bodies are read by the handler, not before it, so all
 * of this is decided before a byte of the body is read: an active subscription (and a credit to publish), that the
 * listing named in the query is the caller's, the hourly upload rate and the storage quota (by Content-Length).
 */
export function uploadGate(app: FastifyInstance, limits: UploadLimits, needs: { credit: boolean; ownListing: boolean }) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const sellerId = req.user!.id;
    const blocker = await publishBlocker(app.db, sellerId);
    if (blocker === 'ERR_SUBSCRIPTION_REQUIRED' || (blocker && needs.credit)) throw new AppError(blocker, publishTexts[blocker]);
    if (needs.ownListing) {
      const q = v.safeParse(productFileQuerySchema, req.query);
      if (!q.success) throw new AppError('ERR_VALIDATION', issueMessages(productFileQuerySchema, q.issues));
      await assertOwner(app.db, sellerId, q.output.productid);
    }
    const use = await countUse(app.db, `uploads:${sellerId}`, hour);
    if (use.count > limits.perHour) {
      const seconds = Math.max(1, Math.ceil((use.resetAt.getTime() - Date.now()) / 1000));
      reply.header('retry-after', String(seconds));
      throw new AppError('ERR_RATE_LIMITED', uploadTexts.rate(limits, Math.ceil(seconds / 60)));
    }
    await assertQuota(app.db, sellerId, Number(req.headers['content-length']) || 0, limits);
  };
}
