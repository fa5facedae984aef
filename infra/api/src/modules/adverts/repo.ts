import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Advertisement, AdvertisementForm, AdvertisementListQuery, Paged } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { adverts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { orderFor, pageWindow, searchAny } from '../../lib/list-page.ts';
import type { StoredMedia } from './advert-media.ts';

type AdvertRow = typeof adverts.$inferSelect;

export const toAdvertisement = (r: AdvertRow): Advertisement => ({
  id: r.id,
  name: r.name,
  url: r.url,
  tags: r.tags,
  file: r.documentUrl && r.documentType ? { url: r.documentUrl, fileType: r.documentType } : null,
  sellerid: r.sellerId,
});

const tagsText = sql`array_to_string(${adverts.tags}, ' ')`;

/**
 * The admin list and the shop's side column. Adverts carry no price, so the shop's `sortBy: 'price'` (docs/product.md §9:
 * request 5 ascending, show the last 3) means recency: each page holds the next-newest adverts, in ascending time
 * order for 'asc' (the last of page 1 is the newest advert) and newest first for 'desc'.
 */
export async function listAdverts(db: Db, q: AdvertisementListQuery): Promise<Paged<Advertisement>> {
  const filters: (SQL | undefined)[] = [searchAny(q.search, [adverts.name, adverts.url, tagsText])];
  if (q.category) filters.push(sql`exists (select 1 from unnest(${adverts.tags}) as t(tag) where lower(t.tag) = lower(${q.category}))`);
  if (q.seller) filters.push(eq(adverts.sellerId, q.seller));
  const where = and(...filters);
  const byRecency = q.sortBy === 'price';
  const order = byRecency
    ? [desc(adverts.createdAt), desc(adverts.id)]
    : orderFor(
        q,
        { name: adverts.name, url: adverts.url, tags: tagsText, createdAt: adverts.createdAt, id: adverts.id },
        'name',
        adverts.id,
      );
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adverts)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(adverts).where(where),
  ]);
  const page = byRecency && q.sortOrder === 'asc' ? rows.reverse() : rows;
  return { content: page.map(toAdvertisement), totalElements: total?.n ?? 0 };
}

export async function findAdvert(db: Db, id: number): Promise<AdvertRow> {
  const [row] = await db.select().from(adverts).where(eq(adverts.id, id));
  if (!row) throw new AppError('ERR_NOT_FOUND', 'This advertisement no longer exists.');
  return row;
}

export async function insertAdvert(db: Db, form: AdvertisementForm, media: StoredMedia | undefined): Promise<AdvertRow> {
  const [row] = await db
    .insert(adverts)
    .values({ name: form.name, url: form.url, tags: form.tags, documentUrl: media?.url ?? null, documentType: media?.fileType ?? null })
    .returning();
  return row!;
}

export async function updateAdvertRow(db: Db, id: number, form: AdvertisementForm, media: StoredMedia | undefined): Promise<AdvertRow> {
  const [row] = await db
    .update(adverts)
    .set({ name: form.name, url: form.url, tags: form.tags, ...(media ? { documentUrl: media.url, documentType: media.fileType } : {}) })
    .where(eq(adverts.id, id))
    .returning();
  if (!row) throw new AppError('ERR_NOT_FOUND', 'This advertisement no longer exists.');
  return row;
}

export async function deleteAdvertRow(db: Db, id: number): Promise<AdvertRow> {
  const [row] = await db.delete(adverts).where(eq(adverts.id, id)).returning();
  if (!row) throw new AppError('ERR_NOT_FOUND', 'This advertisement no longer exists.');
  return row;
}
