import { and, eq, exists, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { suggestLimits, type SearchSuggestions } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { brands, categories, products, searchVocabulary } from '../../db/schema/index.ts';
import { normaliseModel } from '../../lib/model-tokens.ts';
import { effectivePrice } from './catalog-filters.ts';
import { isVisible } from './visibility.ts';

const { perGroup } = suggestLimits;
/**
 * Listing names come from the first names found by products_name_trgm_idx, not the best of all (a 2-letter prefix can
 * match 100k), and only then are checked for visibility: with the check inside, the planner may walk the visible
 * sellers' listings instead, which reads the whole catalog for letters few names hold.
 */
const listingCandidates = 200;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A word of the text starts with the typed letters ('schw' finds 'Rohde & Schwarz'); both patterns use a trigram index. */
const wordStarts = (column: AnyPgColumn | SQL, typed: string, op: typeof like = like) =>
  or(op(column, `${likeEscape(typed)}%`), op(column, `% ${likeEscape(typed)}%`))!;

const visibleWith = (db: Db, on: SQL) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(products)
      .where(and(on, isVisible(db))),
  );

/**
 * A brand or category some visible listing uses: its first visible listing by price, walked in
 * products_brand_price_geo_idx or products_category_price_idx until one is found. As an EXISTS the planner built a
 * bitmap of the brand's every listing first (88k at 1M listings, ~100 ms) to find the one it needed.
 */
const firstVisible = (db: Db, on: SQL) =>
  sql`(${db
    .select({ id: products.id })
    .from(products)
    .where(and(on, isVisible(db)))
    .orderBy(effectivePrice)
    .limit(1)}) is not null`;

/**
 * The four queries of GET home/suggest (also what the EXPLAIN test looks at). Brands, categories and model numbers are
 * looked up in search_vocabulary by its trigram index and kept only while a listing the shop shows uses them; listing
 * names come from products_name_trgm_idx. Names starting with the typed letters come first.
 */
export function suggestionQueries(db: Db, typed: string) {
  const text = typed.toLowerCase();
  const startsFirst = sql`${searchVocabulary.term} not like ${`${likeEscape(text)}%`}`;
  const named = (kind: 'brand' | 'category', table: typeof brands | typeof categories, key: AnyPgColumn) =>
    db
      .select({ name: table.name })
      .from(searchVocabulary)
      .innerJoin(table, sql`lower(${table.name}) = ${searchVocabulary.term}`)
      .where(and(eq(searchVocabulary.kind, kind), wordStarts(searchVocabulary.term, text), firstVisible(db, eq(key, table.id))))
      .orderBy(startsFirst, table.name)
      .limit(perGroup);
  const model = normaliseModel(typed);
  const found = db
    .select({
      id: products.id,
      name: products.name,
      condition: products.condition,
      price: sql<number | null>`case when ${products.priceOnRequest} then null else ${effectivePrice} end`.as('price'),
    })
    .from(products)
    .where(wordStarts(products.name, typed, ilike))
    .limit(listingCandidates)
    .as('found');
  return {
    brands: named('brand', brands, products.brandId),
    categories: named('category', categories, products.categoryId),
    models: db
      .select({ label: searchVocabulary.label })
      .from(searchVocabulary)
      .where(
        and(
          eq(searchVocabulary.kind, 'model'),
          // no letter or digit typed: every model would match
          model ? like(searchVocabulary.term, `${likeEscape(model)}%`) : sql`false`,
          visibleWith(db, sql`${products.modelTokens} like '%' || ${searchVocabulary.term} || '%'`),
        ),
      )
      .orderBy(sql`length(${searchVocabulary.term})`, searchVocabulary.term)
      .limit(perGroup),
    listings: db
      .select({ id: found.id, name: found.name, condition: found.condition, price: found.price })
      .from(found)
      .where(visibleWith(db, eq(products.id, found.id)))
      .orderBy(sql`${found.name} not ilike ${`${likeEscape(typed)}%`}`, found.name, found.id)
      .limit(perGroup),
  };
}

/** GET home/suggest: what the shop's search box offers for the letters typed so far (at least 2, checked by the route). */
export async function searchSuggestions(db: Db, typed: string): Promise<SearchSuggestions> {
  const q = suggestionQueries(db, typed);
  const [b, c, m, l] = await Promise.all([q.brands, q.categories, q.models, q.listings]);
  return {
    brands: b.map((r) => r.name),
    categories: c.map((r) => r.name),
    models: m.map((r) => r.label),
    // numeric arrives as text from node-postgres
    listings: l.map((r) => ({ ...r, price: r.price === null ? null : Number(r.price) })),
  };
}
