import { asc, count } from 'drizzle-orm';
import type { SitemapPage, SitemapQuery } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { isVisible } from './visibility.ts';

/**
 * One slice of the visible listings in id order with their last change, and how many there are: the gateway asks
 * for one sitemap file's slice at a time, so no request reads the whole catalog.
 */
export async function sitemapPage(db: Db, q: SitemapQuery): Promise<SitemapPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(isVisible(db))
      .orderBy(asc(products.id))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(products).where(isVisible(db)),
  ]);
  return { total: total?.n ?? 0, products: rows.map((r) => ({ id: r.id, lastmod: new Date(r.updatedAt).toISOString() })) };
}
