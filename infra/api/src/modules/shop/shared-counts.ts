import type { Db } from '../../db/client.ts';
import type { Fanout } from '../../lib/shared/fanout.ts';
import type { SharedNumbers } from '../../lib/shared/shared-count-cache.ts';
import { forgetCatalogCounts as forgetTotals, shareCatalogCounts as shareTotals } from './catalog.ts';
import { forgetCatalogFacets, shareCatalogFacets } from './catalog-facets.ts';
import { forgetRankedOrders } from './ranked-orders.ts';
import { forgetSuggestions } from './suggestion-cache.ts';

/** Every API process on this database reads and drops the same totals, and drops its filter counts with them (Redis). */
export function shareCatalogCounts(db: Db, numbers: SharedNumbers, onError: (err: unknown) => void): void {
  shareTotals(db, numbers, onError);
  shareCatalogFacets(db, numbers, onError);
}

const catalogChanged = 'catalog-changed';
const fanouts = new WeakMap<Db, Fanout>();

function forgetKeptHere(db: Db): void {
  forgetSuggestions(db);
  forgetRankedOrders(db);
}

/** Every API process drops the suggestions and search orders it keeps when any of them writes a listing (Redis pub/sub). */
export function hearCatalogChanges(db: Db, fanout: Fanout): void {
  fanouts.set(db, fanout);
  fanout.on(catalogChanged, () => forgetKeptHere(db));
}

/** Drops the catalog's kept totals, filter counts, suggestions and search orders after a change that hides, shows or edits listings. */
export function forgetCatalogCounts(db: Db): void {
  forgetTotals(db);
  forgetCatalogFacets(db);
  const fanout = fanouts.get(db);
  if (fanout) fanout.publish(catalogChanged, null);
  else forgetKeptHere(db);
}
