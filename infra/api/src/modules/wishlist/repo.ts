import { and, desc, eq } from 'drizzle-orm';
import type { ProductWire } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { products, watchlist } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { isVisible, selectProducts, toProducts } from '../shop/index.ts';

/** Adds a visible listing to the buyer's watchlist; adding it again changes nothing. */
export async function addToWatchlist(db: Db, buyerId: number, productId: number): Promise<void> {
  const [visible] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isVisible(db)))
    .limit(1);
  if (!visible) throw new AppError('ERR_NOT_FOUND');
  await db.insert(watchlist).values({ buyerId, productId }).onConflictDoNothing();
}

/** Removes a listing from the buyer's watchlist; removing one that is not there changes nothing. */
export async function removeFromWatchlist(db: Db, buyerId: number, productId: number): Promise<void> {
  await db.delete(watchlist).where(and(eq(watchlist.buyerId, buyerId), eq(watchlist.productId, productId)));
}

/** The buyer's watchlist, newest first; listings that left the shop stay stored but are not shown. */
export async function listWatchlist(db: Db, buyerId: number): Promise<ProductWire[]> {
  const rows = await selectProducts(db, buyerId)
    .innerJoin(watchlist, and(eq(watchlist.productId, products.id), eq(watchlist.buyerId, buyerId)))
    .where(isVisible(db))
    .orderBy(desc(watchlist.createdAt), desc(watchlist.id));
  return toProducts(db, rows);
}
