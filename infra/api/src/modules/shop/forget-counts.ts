import type { Db } from '../../db/client.ts';
import { forgetCatalogCounts as forgetTotals } from './catalog.ts';
import { forgetCatalogFacets } from './catalog-facets.ts';

/** Drops the catalog's kept totals and filter counts after a change that hides, shows or edits listings. */
export function forgetCatalogCounts(db: Db): void {
  forgetTotals(db);
  forgetCatalogFacets(db);
}
