import { count, eq } from 'drizzle-orm';
import type { Category, CategoryForm, ListQuery, Paged } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { orderFor, pageWindow, searchAny } from '../../lib/list-page.ts';
import { listingsText, uniqueOr409 } from '../../lib/unique.ts';

const toCategory = (r: typeof categories.$inferSelect): Category => ({ id: r.id, name: r.name, documenttype: r.documenttype });
const taken = (name: string) => `A category named "${name}" already exists.`;
const gone = 'This category no longer exists.';

/** docs/product.md §9 default: by documenttype (the group), then by name within it. */
export async function listCategories(db: Db, q: ListQuery): Promise<Paged<Category>> {
  const where = searchAny(q.search, [categories.name, categories.documenttype]);
  const order = orderFor(
    q,
    { documenttype: [categories.documenttype, categories.name], name: categories.name, id: categories.id, createdAt: categories.createdAt },
    'documenttype',
    categories.id,
  );
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(categories).where(where),
  ]);
  return { content: rows.map(toCategory), totalElements: total?.n ?? 0 };
}

export async function insertCategory(db: Db, form: CategoryForm): Promise<Category> {
  const [row] = await uniqueOr409(() => db.insert(categories).values(form).returning(), taken(form.name));
  return toCategory(row!);
}

export async function updateCategoryRow(db: Db, id: number, form: CategoryForm): Promise<{ before: Category; after: Category }> {
  const [before] = await db.select().from(categories).where(eq(categories.id, id));
  if (!before) throw new AppError('ERR_NOT_FOUND', gone);
  const [row] = await uniqueOr409(() => db.update(categories).set(form).where(eq(categories.id, id)).returning(), taken(form.name));
  return { before: toCategory(before), after: toCategory(row!) };
}

/** A category that listings use stays: deleting it would silently strip their type of instrument. */
export async function deleteCategoryRow(db: Db, id: number): Promise<Category> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw new AppError('ERR_NOT_FOUND', gone);
  const [used] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  const n = used?.n ?? 0;
  if (n > 0) throw new AppError('ERR_CONFLICT', `The category "${row.name}" cannot be deleted: ${listingsText(n)} it.`);
  await db.delete(categories).where(eq(categories.id, id));
  return toCategory(row);
}
