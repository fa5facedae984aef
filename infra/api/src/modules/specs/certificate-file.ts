import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, or, sql } from 'drizzle-orm';
import { certificateMessages } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { productDetails, products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { mediaBucketOf, readMediaObject } from '../../lib/media-store.ts';
import { isVisible } from '../shop/index.ts';

/** 'DSOX3034A-calibration-certificate.pdf': the model number when given, else the listing's id. */
const downloadName = (productId: number, model: string) =>
  `${model.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || `listing-${productId}`}-calibration-certificate.pdf`;

/**
 * The certificate of a listing a visitor may see (its own seller: also a hidden one) as a stream with its download
 * name; 404 when there is none. The stored name comes from our own column, never from the request. From the media
 * bucket when there is one.
 */
export async function openCertificate(db: Db, mediaDir: string, productId: number, sellerId: number | undefined) {
  const [row] = await db
    .select({ file: productDetails.certificateFile, model: productDetails.modelNumber })
    .from(productDetails)
    .innerJoin(products, eq(products.id, productDetails.productId))
    .where(
      and(
        eq(productDetails.productId, productId),
        sql`${productDetails.calibrated} and ${productDetails.certificateFile} is not null`,
        sellerId === undefined ? isVisible(db) : or(isVisible(db), eq(products.sellerId, sellerId)),
      ),
    );
  if (!row?.file) throw new AppError('ERR_NOT_FOUND', certificateMessages.none);
  const name = downloadName(productId, row.model);
  const bucket = mediaBucketOf(mediaDir);
  if (bucket) {
    const object = await readMediaObject(bucket, `certificates/${path.basename(row.file)}`, undefined);
    if (!object) throw new AppError('ERR_NOT_FOUND', certificateMessages.none);
    return { stream: object.body, bytes: object.length, name };
  }
  const file = path.join(mediaDir, 'certificates', path.basename(row.file));
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new AppError('ERR_NOT_FOUND', certificateMessages.none);
  return { stream: createReadStream(file), bytes: info.size, name };
}
