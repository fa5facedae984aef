import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { maxCartLines, type CartLinesResponse, type CartSync } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { cartLines, products, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { isVisible, selectProducts, toProducts } from '../shop/index.ts';

type Line = CartSync['lines'][number];

/** A quantity no buyer means; larger ones are refused rather than stored. */
export const maxLineQuantity = 9999;

/** Refuses quantities above {@link maxLineQuantity} with a text the buyer can act on. */
export function assertQuantities(lines: readonly { quantity: number }[]): void {
  if (lines.some((l) => l.quantity > maxLineQuantity)) throw new AppError('ERR_VALIDATION', `Quantity must be at most ${maxLineQuantity}.`);
}

/** One line per product (the larger quantity wins), in first-seen order. */
export function dedupeLines(lines: readonly Line[]): Line[] {
  const byId = new Map<number, Line>();
  for (const l of lines) {
    const seen = byId.get(l.id);
    byId.set(l.id, seen ? { id: l.id, quantity: Math.max(seen.quantity, l.quantity) } : { id: l.id, quantity: l.quantity });
  }
  return [...byId.values()];
}

/** The ids among `ids` that are listed in the shop now. */
async function visibleIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), isVisible(db)));
  return new Set(rows.map((r) => r.id));
}

/** The buyer's stored cart in the order lines were added; listings that left the shop stay stored but are not shown. */
export async function readCart(db: Db, buyerId: number): Promise<CartLinesResponse> {
  const rows = await selectProducts(db, buyerId)
    .innerJoin(cartLines, and(eq(cartLines.productId, products.id), eq(cartLines.buyerId, buyerId)))
    .where(isVisible(db))
    .orderBy(asc(cartLines.id));
  const quantities = new Map(
    (
      await db
        .select({ productId: cartLines.productId, quantity: cartLines.quantity })
        .from(cartLines)
        .where(eq(cartLines.buyerId, buyerId))
    ).map((r) => [r.productId, r.quantity]),
  );
  return (await toProducts(db, rows)).map((p) => ({ ...p, quantity: quantities.get(p.id) ?? 1 }));
}

/** PUT cart: the stored cart becomes exactly these lines (listings not in the shop are left out). */
export async function replaceCart(db: Db, buyerId: number, lines: readonly Line[]): Promise<void> {
  assertQuantities(lines);
  const wanted = dedupeLines(lines);
  const visible = await visibleIds(
    db,
    wanted.map((l) => l.id),
  );
  const kept = wanted.filter((l) => visible.has(l.id)).slice(0, maxCartLines);
  await db.transaction(async (tx) => {
    // two replacements of one cart at once (two tabs) would both insert after their deletes: take turns per buyer
    await tx.select({ id: users.id }).from(users).where(eq(users.id, buyerId)).for('update');
    await tx.delete(cartLines).where(eq(cartLines.buyerId, buyerId));
    if (kept.length) await tx.insert(cartLines).values(kept.map((l) => ({ buyerId, productId: l.id, quantity: l.quantity })));
  });
}

/** POST cart/merge: adds the local cart to the stored one; a product in both keeps the larger quantity. */
export async function mergeCart(db: Db, buyerId: number, lines: readonly Line[]): Promise<void> {
  assertQuantities(lines);
  const wanted = dedupeLines(lines);
  const visible = await visibleIds(
    db,
    wanted.map((l) => l.id),
  );
  await db.transaction(async (tx) => {
    const stored = new Set(
      (await tx.select({ id: cartLines.productId }).from(cartLines).where(eq(cartLines.buyerId, buyerId))).map((r) => r.id),
    );
    let room = maxCartLines - stored.size;
    for (const l of wanted) {
      if (!visible.has(l.id)) continue;
      if (!stored.has(l.id)) {
        if (room <= 0) continue;
        room -= 1;
      }
      await tx
        .insert(cartLines)
        .values({ buyerId, productId: l.id, quantity: l.quantity })
        .onConflictDoUpdate({
          target: [cartLines.buyerId, cartLines.productId],
          set: { quantity: sql`greatest(${cartLines.quantity}, excluded.quantity)`, updatedAt: sql`now()` },
        });
    }
  });
}

/** Empties the buyer's stored cart (after an order is placed). */
export async function clearCart(db: Db, buyerId: number): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.buyerId, buyerId));
}
