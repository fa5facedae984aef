import { LRUCache } from 'lru-cache';
import { shopMaxPageSize, type HomepageQuery } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { relevanceKeyOrder, relevancePlaces } from './relevance.ts';

/**
 * How long the order of a word search's first places is reused. Each page still reads its listings fresh (price,
 * stock, whether shown), and a listing written through the API drops every process's kept orders at once
 * (shared-counts.ts), so only a change made outside it (a promotion starting) can take this long to move a listing.
 */
export const rankedOrderMaxAgeMs = 30_000;

/**
 * The most first places kept: the largest page, so 11 pages of the shop's 9. A first page ranks only its own places
 * (a search asked once costs what it did without keeping), and the first later page ranks this many: at 1M listings
 * 100 places take ~70 ms of database time against ~50 for 9 (1,000 would take up to ~150).
 */
export const keptPlaces = shopMaxPageSize;

/** Searches kept: up to `keptPlaces` ids each, under a kilobyte. */
const maxEntries = 2000;

/** `ids` of the first `depth` places; fewer when fewer match. */
type Order = { ids: number[]; depth: number };
type Asked = { q: HomepageQuery; matches: number; depth: number };
const caches = new WeakMap<Db, LRUCache<string, Order, Asked>>();

async function rankedIds(db: Db, { q, matches, depth }: Asked): Promise<Order> {
  const top = relevancePlaces(db, q, matches, { size: depth, offset: 0 });
  const rows = await db
    .select({ id: top.id })
    .from(top)
    .orderBy(...relevanceKeyOrder(top));
  return { ids: rows.map((r) => r.id), depth };
}

/**
 * Keeps, per search (its words and filters, not its page), the ids of its first places in relevance order, on the
 * app's clock: ranking is most of a word search's cost (~50 ms of database time at 1M listings), shoppers page
 * through the same search and many ask the same popular words. Concurrent asks share one ranking.
 */
export function keepRankedOrders(db: Db, now: () => number): void {
  caches.set(
    db,
    new LRUCache<string, Order, Asked>({
      max: maxEntries,
      ttl: rankedOrderMaxAgeMs,
      ttlResolution: 0,
      perf: { now },
      fetchMethod: (_key, _stale, { context }) => rankedIds(db, context),
    }),
  );
}

/**
 * The ids of a search's first `upTo` places (`key`: its words and filters; `upTo` at most `keptPlaces`), kept or
 * ranked now; undefined when nothing keeps orders for db.
 */
export async function keptRankedOrder(db: Db, key: string, q: HomepageQuery, matches: number, upTo: number): Promise<number[] | undefined> {
  const cache = caches.get(db);
  if (!cache) return undefined;
  const kept = cache.get(key);
  if (kept && (kept.depth >= upTo || kept.ids.length < kept.depth)) return kept.ids;
  const depth = upTo <= q.size ? upTo : keptPlaces;
  return (await cache.fetch(key, { context: { q, matches, depth }, forceRefresh: kept !== undefined }))!.ids;
}

/** Forgets this process's kept orders after a change that hides, shows or edits listings. */
export function forgetRankedOrders(db: Db): void {
  caches.get(db)?.clear();
}
