import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import { listCellSeparator, type ListingStatus, type MediaFile } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { products, watchlist } from '../../db/schema/index.ts';
import { selectProducts, toProducts, withSellerFields } from '../shop/index.ts';
import type { ExportRow } from './export-file.ts';

/** Listings read per query: a 10,000-listing export holds one batch in memory at a time, never the whole file. */
const batchSize = 500;

/** A stored media address as the site links it: absolute under PUBLIC_URL unless it already is (object storage). */
export const absoluteMediaUrl = (publicUrl: string, url: string) => new URL(url, `${publicUrl.replace(/\/+$/, '')}/`).href;

async function watchersOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: watchlist.productId, n: count() })
    .from(watchlist)
    .where(inArray(watchlist.productId, ids))
    .groupBy(watchlist.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.n)]));
}

/**
 * Every listing of the seller (drafts included), oldest first, in the columns of `listingExportColumns`. Quantity
 * stays empty: a listing keeps no stock count.
 */
export async function* listingRows(db: Db, sellerId: number, publicUrl: string): AsyncGenerator<ExportRow> {
  let after = 0;
  for (;;) {
    const rows = await selectProducts(db, undefined)
      .where(and(eq(products.sellerId, sellerId), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(batchSize);
    if (!rows.length) return;
    const [listings, watchers] = await Promise.all([
      toProducts(db, rows).then((list) => withSellerFields(db, list)),
      watchersOf(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    for (const p of listings) {
      const files = [p.primaryfile, ...(p.productfiles ?? [])].filter((f): f is MediaFile => Boolean(f));
      const status: ListingStatus = p.published === false ? 'draft' : 'published';
      yield [
        p.sku ?? '',
        p.productname,
        p.description,
        p.sellinginstrument,
        p.manufacturer,
        p.condition ?? '',
        p.price,
        p.discountprice,
        '',
        p.location ?? '',
        (p.tags ?? []).join(listCellSeparator),
        files.map((f) => absoluteMediaUrl(publicUrl, f.url)).join(listCellSeparator),
        p.id,
        status,
        watchers.get(p.id) ?? 0,
        p.updatedAt ?? '',
      ];
    }
    after = rows[rows.length - 1]!.id;
  }
}
