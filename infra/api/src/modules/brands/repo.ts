import { count, eq } from 'drizzle-orm';
import type { Brand, BrandForm, ListQuery, Paged } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { orderFor, pageWindow, searchAny } from '../../lib/list-page.ts';
import { listingsText, uniqueOr409 } from '../../lib/unique.ts';

const toBrand = (r: typeof brands.$inferSelect): Brand => ({ id: r.id, name: r.name });
const taken = (name: string) => `A brand named "${name}" already exists.`;
const gone = 'This brand no longer exists.';

/** docs/product.md §9 sorts admin brands by 'documenttype', which brands do not have: it means by name here. */
export async function listBrands(db: Db, q: ListQuery): Promise<Paged<Brand>> {
  const where = searchAny(q.search, [brands.name]);
  const order = orderFor(
    q,
    { name: brands.name, documenttype: brands.name, id: brands.id, createdAt: brands.createdAt },
    'name',
    brands.id,
  );
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(brands)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(brands).where(where),
  ]);
  return { content: rows.map(toBrand), totalElements: total?.n ?? 0 };
}

export async function insertBrand(db: Db, form: BrandForm): Promise<Brand> {
  const [row] = await uniqueOr409(() => db.insert(brands).values({ name: form.name }).returning(), taken(form.name));
  return toBrand(row!);
}

export async function updateBrandRow(db: Db, id: number, form: BrandForm): Promise<{ before: Brand; after: Brand }> {
  const [before] = await db.select().from(brands).where(eq(brands.id, id));
  if (!before) throw new AppError('ERR_NOT_FOUND', gone);
  const [row] = await uniqueOr409(() => db.update(brands).set({ name: form.name }).where(eq(brands.id, id)).returning(), taken(form.name));
  return { before: toBrand(before), after: toBrand(row!) };
}

/** A brand that listings use stays: deleting it would silently strip their manufacturer. */
export async function deleteBrandRow(db: Db, id: number): Promise<Brand> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row) throw new AppError('ERR_NOT_FOUND', gone);
  const [used] = await db.select({ n: count() }).from(products).where(eq(products.brandId, id));
  const n = used?.n ?? 0;
  if (n > 0) throw new AppError('ERR_CONFLICT', `The brand "${row.name}" cannot be deleted: ${listingsText(n)} it.`);
  await db.delete(brands).where(eq(brands.id, id));
  return toBrand(row);
}
