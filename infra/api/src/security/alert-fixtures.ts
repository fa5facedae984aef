import type { HomepageQuery } from '@xchange/contract';
import { savedSearches } from '../db/schema/index.ts';
import { unsubscribeToken } from '../modules/saved-searches/index.ts';
import { unique, type SecurityFixture } from './security-kit.ts';

/** A new saved search of buyer A (a delete or unsubscribe takes one per cell). */
export async function freshSavedSearch(fx: SecurityFixture): Promise<number> {
  const filters = {
    page: 1,
    size: 10,
    sortBy: 'price',
    sortOrder: 'asc',
    search: 'scope',
    specs: [],
    grades: [],
  } as unknown as HomepageQuery;
  const [row] = await fx.t.app.db
    .insert(savedSearches)
    .values({ buyerId: fx.users.buyerA.id, name: `Matrix ${unique()}`, query: 'q=scope', summary: '"scope"', filters })
    .returning({ id: savedSearches.id });
  return row!.id;
}

/** The signed unsubscribe token of a new saved search of buyer A. */
export async function freshUnsubscribeToken(fx: SecurityFixture): Promise<string> {
  return unsubscribeToken(fx.t.config.jwtSecret, [{ savedSearchId: await freshSavedSearch(fx) }]);
}
