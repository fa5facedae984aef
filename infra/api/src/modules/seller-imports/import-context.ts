import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, users } from '../../db/schema/index.ts';
import type { SellerPlace } from '../seller-listings-sync/index.ts';
import type { CheckedSpec } from '../specs/index.ts';
import type { RowLookups } from './row-to-listing.ts';

/** What every row of one import is checked and written against, read once per import. */
export interface ImportContext {
  lookups: RowLookups;
  categoryIds: Map<string, { id: number; name: string }>;
  brandIds: Map<string, number>;
  seller: SellerPlace;
  /** The category's spec check per category and spec values (its checked values or its errors). */
  specs: Map<string, Promise<CheckedSpec[] | string[]>>;
}

export async function importContext(db: Db, sellerId: number): Promise<ImportContext> {
  const [cats, brs, [seller]] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db.select({ id: brands.id, name: brands.name }).from(brands),
    db.select({ address: users.address, latitude: users.latitude, longitude: users.longitude }).from(users).where(eq(users.id, sellerId)),
  ]);
  return {
    lookups: {
      categories: new Map(cats.map((c) => [c.name.toLowerCase(), c.name])),
      brands: new Map(brs.map((b) => [b.name.toLowerCase(), b.name])),
      address: seller?.address ?? '',
    },
    categoryIds: new Map(cats.map((c) => [c.name.toLowerCase(), c])),
    brandIds: new Map(brs.map((b) => [b.name.toLowerCase(), b.id])),
    seller: { address: seller?.address ?? '', latitude: seller?.latitude ?? null, longitude: seller?.longitude ?? null },
    specs: new Map(),
  };
}
