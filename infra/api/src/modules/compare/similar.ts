import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ProductWire } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { productSpecs, products, specFields } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { isVisible, selectProducts, toProducts } from '../shop/index.ts';

/** docs/product.md §2.9: "Similar equipment" shows up to 8 listings (at least 4 when the category has them). */
export const similarCount = 8;
/** Listings nearest in price that are then ranked by their specs as well. */
const poolSize = 60;

const effective = sql<number>`coalesce(${products.discountPrice}, ${products.price})::float8`;

type Values = Map<number, { kind: string; num: number | null }>;

/**
 * How far two listings are apart: the log distance of their prices, plus the mean distance over the number and list
 * fields the base gives (a number relative to the larger of the two, a choice or yes/no 0 or 1, a value the other
 * lacks 1). Specs weigh as much as price.
 */
function distance(basePrice: number, base: Values, price: number, other: Values): number {
  const priceGap = Math.abs(Math.log(Math.max(price, 1)) - Math.log(Math.max(basePrice, 1)));
  const gaps: number[] = [];
  for (const [field, b] of base) {
    const o = other.get(field);
    if (b.num === null) continue;
    if (!o || o.num === null) gaps.push(1);
    else if (b.kind === 'number') gaps.push(Math.abs(b.num - o.num) / Math.max(Math.abs(b.num), Math.abs(o.num), 1e-9));
    else gaps.push(b.num === o.num ? 0 : 1);
  }
  const specGap = gaps.length ? gaps.reduce((a, g) => a + g, 0) / gaps.length : 0;
  return priceGap + specGap;
}

async function valuesOf(db: Db, ids: number[]): Promise<Map<number, Values>> {
  const rows = await db
    .select({ productId: productSpecs.productId, fieldId: productSpecs.fieldId, num: productSpecs.num, kind: specFields.kind })
    .from(productSpecs)
    .innerJoin(specFields, eq(specFields.id, productSpecs.fieldId))
    .where(and(inArray(productSpecs.productId, ids), ne(specFields.kind, 'text')));
  const out = new Map<number, Values>(ids.map((id) => [id, new Map()]));
  for (const r of rows) out.get(r.productId)!.set(r.fieldId, { kind: r.kind, num: r.num });
  return out;
}

/** GET product/:id/similar: visible listings of the same category nearest in specs and price, nearest first. */
export async function similarListings(db: Db, id: number, buyerId: number | undefined): Promise<ProductWire[]> {
  const [base] = await db
    .select({ categoryId: products.categoryId, price: effective })
    .from(products)
    .where(and(eq(products.id, id), isVisible(db)));
  if (!base) throw new AppError('ERR_NOT_FOUND');
  if (base.categoryId === null) return [];
  const pool = await db
    .select({ id: products.id, price: effective })
    .from(products)
    .where(and(eq(products.categoryId, base.categoryId), ne(products.id, id), isVisible(db)))
    .orderBy(sql`abs(ln(greatest(${effective}, 1)) - ln(${Math.max(Number(base.price), 1)}))`, products.id)
    .limit(poolSize);
  if (!pool.length) return [];
  const values = await valuesOf(db, [id, ...pool.map((p) => p.id)]);
  const ranked = pool
    .map((p) => ({ id: p.id, d: distance(Number(base.price), values.get(id)!, Number(p.price), values.get(p.id)!) }))
    .sort((a, b) => a.d - b.d || a.id - b.id)
    .slice(0, similarCount)
    .map((p) => p.id);
  const rows = await selectProducts(db, buyerId).where(inArray(products.id, ranked));
  const cards = new Map((await toProducts(db, rows)).map((p) => [p.id, p]));
  return ranked.map((r) => cards.get(r)!).filter(Boolean);
}
