import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { ListingBySku, ListingSyncAnswer, ProductWire, SellerListingsPage, SellerListingsQuery } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { selectProducts, toProducts } from '../shop/index.ts';
import { checkListingSpecs, saveListingDetails } from '../specs/index.ts';
import { useListingCredit } from '../subscription/index.ts';
import {
  insertProduct,
  ownProduct,
  publishTexts,
  resolveCatalogIds,
  updateProductRow,
  withSellerFields,
} from '../seller-products/index.ts';
import { listingsWritten, type SyncCaller } from './listings-written.ts';

export type { SyncCaller };

/** A listing credit refused (no subscription, none left) as the product form says it. */
export function creditRefusal(err: unknown): never {
  if (err instanceof AppError && err.code in publishTexts)
    throw new AppError(err.code, publishTexts[err.code as keyof typeof publishTexts]);
  throw err;
}

/** Thrown inside the transaction to undo an update that changed nothing, so `updatedAt` keeps its value. */
class Unchanged extends Error {}

/** What the seller sees of a listing, less what changes on its own (the last-change time, a promotion running out). */
const comparable = ({ updatedAt: _u, promoted: _p, ...rest }: ProductWire) => JSON.stringify(rest);

/**
 * PUT seller/listings/by-sku/:sku: creates the caller's listing with this SKU (one listing credit, as the form) or
 * updates it; the same body again answers `unchanged` and writes nothing. Only the caller's own listings are looked up,
 * so another seller's SKU is never touched: the caller gets a listing of its own instead.
 */
export async function putListingBySku(
  db: Db,
  caller: SyncCaller,
  sku: string,
  body: ListingBySku,
  jobs: JobQueue,
): Promise<ListingSyncAnswer & { dropped: string | null }> {
  const { published, ...fields } = body;
  const form = { ...fields, sku };
  const ids = await resolveCatalogIds(db, form);
  const specs = await checkListingSpecs(db, { id: ids.categoryId, name: form.sellinginstrument }, form.specs);
  try {
    return await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.sellerId, caller.sellerId), sql`lower(${products.sku}) = lower(${sku})`))
        .for('update');
      if (!found) {
        await useListingCredit(tx, caller.sellerId).catch(creditRefusal);
        const id = await insertProduct(tx, caller.sellerId, form, ids, published);
        await saveListingDetails(tx, id, form, specs, { keep: false });
        await listingsWritten(tx, caller, [{ id, sku, result: 'created' }], jobs);
        return { id, result: 'created' as const, product: await ownProduct(tx, caller.sellerId, id), dropped: null };
      }
      const before = comparable(await ownProduct(tx, caller.sellerId, found.id));
      await updateProductRow(tx, found.id, form, ids, published);
      const dropped = await saveListingDetails(tx, found.id, form, specs, { keep: true });
      const product = await ownProduct(tx, caller.sellerId, found.id);
      if (comparable(product) === before) throw new Unchanged();
      await listingsWritten(tx, caller, [{ id: found.id, sku, result: 'updated' }], jobs);
      return { id: found.id, result: 'updated' as const, product, dropped };
    });
  } catch (err) {
    if (!(err instanceof Unchanged)) throw err;
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sellerId, caller.sellerId), sql`lower(${products.sku}) = lower(${sku})`));
    return { id: row!.id, result: 'unchanged', product: await ownProduct(db, caller.sellerId, row!.id), dropped: null };
  }
}

/** GET seller/listings: the caller's listings changed at or after `updatedSince`, oldest change first, paged. */
export async function listingsChangedSince(db: Db, sellerId: number, q: SellerListingsQuery): Promise<SellerListingsPage> {
  const where = and(eq(products.sellerId, sellerId), q.updatedSince ? gte(products.updatedAt, new Date(q.updatedSince)) : undefined);
  const [rows, [total]] = await Promise.all([
    selectProducts(db, undefined)
      .where(where)
      .orderBy(asc(products.updatedAt), asc(products.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    content: await withSellerFields(db, await toProducts(db, rows)),
    totalElements: Number(total?.n ?? 0),
    page: q.page,
    size: q.size,
  };
}
