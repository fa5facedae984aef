import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { LookupsWire } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { brands, categories, products, users } from '../../db/schema/index.ts';
import { isVisible } from './visibility.ts';

const visibleWith = (db: Db, on: ReturnType<typeof eq>) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(products)
      .where(and(on, isVisible(db))),
  );

/**
 * GET home/lookups: the filter choices the visible catalog uses (docs/product.md §2.4). An admin gets every active seller
 * instead, because the promotion form picks sellers from this list (docs/product.md §7 admin).
 */
export async function catalogLookups(db: Db, forAdmin: boolean): Promise<LookupsWire> {
  const [manufacturer, cats, location, seller] = await Promise.all([
    db
      .select({ name: brands.name })
      .from(brands)
      .where(visibleWith(db, eq(products.brandId, brands.id)))
      .orderBy(asc(brands.name)),
    db
      .select({ name: categories.name })
      .from(categories)
      .where(visibleWith(db, eq(products.categoryId, categories.id)))
      .orderBy(asc(categories.name)),
    db
      .selectDistinct({ address: products.address })
      .from(products)
      .where(and(isVisible(db), sql`${products.address} <> ''`))
      .orderBy(asc(products.address)),
    db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, company: users.company })
      .from(users)
      .where(
        forAdmin
          ? and(eq(users.role, 'seller'), eq(users.active, true))
          : inArray(users.id, db.selectDistinct({ id: products.sellerId }).from(products).where(isVisible(db))),
      )
      .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id)),
  ]);
  return {
    manufacturer: manufacturer.map((b) => b.name),
    categories: cats.map((c) => c.name),
    location: location.map((l) => l.address),
    seller,
  };
}
