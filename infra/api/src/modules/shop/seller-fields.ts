import { inArray } from 'drizzle-orm';
import type { ProductWire } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** The seller's own listings with what only the seller reads: auto amounts (docs/product.md §2.11), SKU and whether shown. */
export async function withSellerFields(db: Db, list: ProductWire[]): Promise<ProductWire[]> {
  if (!list.length) return list;
  const rows = await db
    .select({
      id: products.id,
      below: products.autoDeclineBelow,
      at: products.autoAcceptAt,
      sku: products.sku,
      published: products.published,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        list.map((p) => p.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return list.map((p) => {
    const r = byId.get(p.id);
    return { ...p, autodeclinebelow: r?.below ?? null, autoacceptat: r?.at ?? null, sku: r?.sku ?? null, published: r?.published ?? true };
  });
}
