import type { Db } from '../../db/client.ts';
import type { SharedNumbers } from '../../lib/shared/shared-count-cache.ts';
import { forgetCatalogCounts as forgetTotals, shareCatalogCounts as shareTotals } from './catalog.ts';
import { forgetCatalogFacets, shareCatalogFacets } from './catalog-facets.ts';
import { forgetSuggestions } from './suggestion-cache.ts';

/** Every API process on this database reads and drops the same totals, and drops its filter counts with them (Redis). */
export function shareCatalogCounts(db: Db, numbers: SharedNumbers, onError: (err: unknown) => void): void {
  shareTotals(db, numbers, onError);
  shareCatalogFacets(db, numbers, onError);
}

/** Drops the catalog's kept totals, filter counts and this process's suggestions after a change that hides, shows or edits listings. */
export function forgetCatalogCounts(db: Db): void {
  forgetTotals(db);
  forgetCatalogFacets(db);
  forgetSuggestions(db);
}
