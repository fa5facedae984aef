import type { CatalogFacets, CatalogFacetsQuery } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import type { SharedNumbers } from '../../lib/shared/shared-count-cache.ts';
import { countFacets } from './facet-counts.ts';
import { correctedSearch, correctionBelow } from './typo-correction.ts';

/** How long a view's counts are kept: as long as the catalog keeps its totals (catalog.ts). */
const ttlMs = 5000;
const maxEntries = 1000;
const caches = new WeakMap<Db, Map<string, { value: Promise<CatalogFacets>; at: number; epoch?: number }>>();
const shared = new WeakMap<Db, { numbers: SharedNumbers; onError: (err: unknown) => void }>();
// in the catalog's group of shared numbers, so the drop of the catalog's totals (any process) drops it too
const epochKey = 'catalog:facets-epoch';

/** Every API process on this database drops its kept counts when any of them drops the catalog's totals (Redis). */
export function shareCatalogFacets(db: Db, numbers: SharedNumbers, onError: (err: unknown) => void): void {
  shared.set(db, { numbers, onError });
}

/**
 * The shared mark the kept counts were made under: a change in any process clears it with the catalog's totals, and a
 * count made under another mark is made again. Without Redis (or while it fails) each process keeps its own.
 */
async function sharedEpoch(db: Db): Promise<number | undefined> {
  const s = shared.get(db);
  if (!s) return undefined;
  try {
    const epoch = await s.numbers.get(epochKey);
    if (epoch !== undefined) return epoch;
    const fresh = Date.now();
    await s.numbers.set(epochKey, fresh, ttlMs);
    return fresh;
  } catch (err) {
    s.onError(err);
    return undefined;
  }
}

const keyOf = (q: CatalogFacetsQuery) => JSON.stringify(Object.entries(q).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The counts of a view whose words are corrected as the catalog call corrects them (typo-correction.ts): when the
 * words as typed leave fewer than `correctionBelow` listings and the corrected words leave more, the counts are the
 * corrected words' and say so, so the panel counts what the grid shows.
 */
async function facetsForgivingTypos(db: Db, q: CatalogFacetsQuery): Promise<CatalogFacets> {
  const asTyped = await countFacets(db, q);
  if (!q.search || q.exact || asTyped.total >= correctionBelow) return asTyped.facets;
  const corrected = await correctedSearch(db, q.search);
  if (!corrected) return asTyped.facets;
  const instead = await countFacets(db, { ...q, search: corrected });
  return instead.total > asTyped.total ? { ...instead.facets, correctedQuery: corrected } : asTyped.facets;
}

/**
 * POST home/facets (docs/product.md §2.4): the filter counts of a shop view, kept a few seconds like the catalog's
 * totals, because a shopper paging or re-sorting asks them again. Concurrent identical requests share one count. The
 * answers stay in this process (a few KB each); only the mark that drops them is shared.
 */
export async function catalogFacets(db: Db, q: CatalogFacetsQuery, now = Date.now()): Promise<CatalogFacets> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = keyOf(q);
  const epoch = await sharedEpoch(db);
  const hit = cache.get(key);
  if (hit && now - hit.at < ttlMs && hit.epoch === epoch) return hit.value;
  if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
  const value = facetsForgivingTypos(db, q);
  cache.set(key, { value, at: now, epoch });
  value.catch(() => cache.delete(key));
  return value;
}

/** Drops the kept counts after a change that hides, shows or edits listings. */
export function forgetCatalogFacets(db: Db): void {
  caches.get(db)?.clear();
}
