import { sql, type SQL } from 'drizzle-orm';
import type { CatalogFacets, CatalogFacetsQuery, FacetCount, HomepageQuery } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { brands, categories, products } from '../../db/schema/index.ts';
import { catalogWhere, placeOf, searchOf } from './catalog-filters.ts';

/** The filters that get counts, each with the query entry its choice sets and the column its counts group by. */
export const facets = {
  brands: { filter: 'brand', column: products.brandId },
  categories: { filter: 'category', column: products.categoryId },
  conditions: { filter: 'condition', column: products.condition },
  locations: { filter: 'location', column: products.address },
} as const;
export type Facet = keyof typeof facets;
const facetNames = Object.keys(facets) as Facet[];

/** The catalog query of a facets query: the counts ignore page and sort. */
const asCatalogQuery = (q: CatalogFacetsQuery): HomepageQuery => ({ ...q, page: 1, size: 1, sortBy: 'price', sortOrder: 'asc' });

const isChosen = (q: CatalogFacetsQuery, f: Facet): boolean => {
  const value = q[facets[f].filter];
  return Array.isArray(value) ? value.length > 0 : value !== undefined;
};

/** The query without a facet's own choice: what that facet's counts are taken over (disjunctive faceting). */
const withoutChoice = (q: CatalogFacetsQuery, f: Facet): CatalogFacetsQuery => ({
  ...q,
  [facets[f].filter]: facets[f].filter === 'location' ? [] : undefined,
});

/**
 * One grouped count over the listings `where` leaves, for several facets at once (GROUPING SETS: one scan of the
 * matches) and, with `total`, the count of all of them. grouping() tells which set a row belongs to; brand and
 * category ids get their names after grouping, so only the few groups are joined.
 */
export function groupedCountsQuery(where: SQL, of: Facet[], total: boolean): SQL {
  const sets = of.map((f) => sql`(${facets[f].column})`);
  if (total) sets.push(sql`()`);
  const flag = (f: Facet) => sql.raw(`${facetNames.indexOf(f) + 1}`);
  // a column outside every grouping set may not be selected
  const grouped = (f: Facet, column: SQL, type: 'int' | 'text') => (of.includes(f) ? column : sql.raw(`null::${type}`));
  const kind = sql.join(
    of.map((f) => sql`when grouping(${facets[f].column}) = 0 then ${flag(f)}`),
    sql` `,
  );
  return sql`
    with g as (
      select case ${kind} else 0 end as facet, ${grouped('brands', sql`${products.brandId}`, 'int')} as brand_id,
        ${grouped('categories', sql`${products.categoryId}`, 'int')} as category_id,
        ${grouped('conditions', sql`${products.condition}::text`, 'text')} as condition,
        ${grouped('locations', sql`${products.address}`, 'text')} as address, count(*)::int as n
      from ${products}
      where ${where}
      group by grouping sets (${sql.join(sets, sql`, `)})
    )
    select g.facet, g.n, case g.facet when 1 then b.name when 2 then c.name when 3 then g.condition when 4 then g.address end as value
    from g
    left join ${brands} b on g.facet = 1 and b.id = g.brand_id
    left join ${categories} c on g.facet = 2 and c.id = g.category_id`;
}

interface Counted {
  counts: Partial<Record<Facet, FacetCount[]>>;
  total?: number;
}

async function groupedCounts(db: Db, where: SQL, of: Facet[], total: boolean): Promise<Counted> {
  const result = await db.execute(groupedCountsQuery(where, of, total));
  const rows = (result as unknown as { rows: { facet: number; n: number; value: string | null }[] }).rows;
  const counted: Counted = { counts: Object.fromEntries(of.map((f) => [f, []])) };
  for (const r of rows) {
    if (r.facet === 0) counted.total = Number(r.n);
    // a listing without a brand or category, or without an address, is no choice of the panel
    else if (r.value) counted.counts[facetNames[r.facet - 1]!]!.push({ value: r.value, count: Number(r.n) });
  }
  return counted;
}

/** The where clause of the shop's catalog call for this query (the same rules, from catalog-filters.ts). */
const whereOf = (db: Db, q: CatalogFacetsQuery): SQL => {
  const full = asCatalogQuery(q);
  return catalogWhere(db, full, searchOf(full.search), placeOf(full));
};

/**
 * The counts of every facet and the view's total. Facets without a choice all count over the view's own matches, in
 * one query; each facet with a choice counts over the matches of the other filters, in a query of its own.
 */
export async function countFacets(
  db: Db,
  q: CatalogFacetsQuery,
): Promise<{ facets: Omit<CatalogFacets, 'correctedQuery'>; total: number }> {
  const open = facetNames.filter((f) => !isChosen(q, f));
  const chosen = facetNames.filter((f) => isChosen(q, f));
  const [shared, ...own] = await Promise.all([
    groupedCounts(db, whereOf(db, q), open, true),
    ...chosen.map((f) => groupedCounts(db, whereOf(db, withoutChoice(q, f)), [f], false)),
  ]);
  const counts = Object.assign({}, shared!.counts, ...own.map((o) => o.counts)) as Record<Facet, FacetCount[]>;
  const byName = (list: FacetCount[]) => list.sort((a, b) => a.value.localeCompare(b.value));
  return {
    facets: {
      brands: byName(counts.brands),
      categories: byName(counts.categories),
      conditions: byName(counts.conditions),
      locations: byName(counts.locations),
    },
    total: shared!.total ?? 0,
  };
}
