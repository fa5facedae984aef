import { and, asc, desc, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { catalogTotalCap, type HomepageQuery } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { catalogWhere, placeOf, searchOf, searchRank, type Search } from './catalog-filters.ts';
import { isPromoted, promotedSellerIds } from './visibility.ts';

/**
 * How many listings of each tier the fine rank orders (docs/product.md §2.4): the first ones the tier's own index
 * yields, plus as many of promoted sellers'. The rest of a tier follows its ranked ones, newest first.
 */
export const tierCandidates = 1000;

// ts_filter keeps the lexemes of the given weights: the same expressions as products_search_name_idx and
// products_search_name_tags_idx, so each tier is read from an index holding only its words
const nameWords = (s: Search) => sql`ts_filter(${products.searchVector}, '{a}'::"char"[]) @@ ${s.tsquery}`;
const nameOrTagWords = (s: Search) => sql`ts_filter(${products.searchVector}, '{a,b}'::"char"[]) @@ ${s.tsquery}`;
const anyWords = (s: Search) => sql`${products.searchVector} @@ ${s.tsquery}`;
const modelHit = (s: Search) =>
  s.modelPatterns.length ? or(...s.modelPatterns.map((p) => sql`${products.modelTokens} like ${p}`)) : undefined;

/** websearch syntax excludes a word with a leading '-' ('oscilloscope -keysight'). */
const excludesWords = (text: string) => /(^|\s)-\S/.test(text);

/**
 * The three tiers of a search, each without the better ones: every word in name, brand or model number (or a model
 * number matched however it is written); in category or tags too; anywhere, so in the description. Words found in a
 * part of the listing are found in the whole, unless a word is excluded: then the whole listing is checked too, so
 * an excluded word in the description also leaves out a listing whose name matches.
 */
export function tierConditions(s: Search, text: string): [SQL, SQL, SQL] {
  const model = modelHit(s);
  const whole = excludesWords(text) ? anyWords(s) : undefined;
  const inName = and(nameWords(s), whole)!;
  return [
    model ? or(inName, model)! : inName,
    and(nameOrTagWords(s), whole, not(nameWords(s)), model && not(model))!,
    and(anyWords(s), not(nameOrTagWords(s)), model && not(model))!,
  ];
}

/** The tier (1–3) of a listing the search matches. */
const tierOf = (s: Search, text: string): SQL<number> => {
  const [first] = tierConditions(s, text);
  return sql<number>`(case when ${first} then 1 when ${nameOrTagWords(s)} then 2 else 3 end)`;
};

/**
 * Each tier's first `tierCandidates` listings by its index, and as many of promoted sellers' (so a promotion is
 * not lost beyond the cap), with their sort keys. Each part stops at its LIMIT: a common word's ~30k matches at 1M
 * listings are never all read. With `upTo` (the page's last place), a tier is not read at all when the better tiers
 * already hold that many listings: a one-time filter counting them up to `upTo`, usually a handful of rows.
 */
function candidates(db: Db, filters: SQL, s: Search, text: string, upTo?: number) {
  const promoted = isPromoted(db);
  const tiers = tierConditions(s, text);
  const betterFill = (i: number) => {
    if (upTo === undefined || i === 0) return undefined;
    const better = db
      .select({ one: sql`1` })
      .from(products)
      .where(and(filters, or(...tiers.slice(0, i))))
      .limit(upTo);
    return sql`(select count(*) from (${better}) better) < ${upTo}`;
  };
  // promoted sellers' listings read by products_seller_idx, each tier checked on the row: a second bitmap of the
  // tier's index (ANDed with the seller's) cost as much as the tier's own part. OFFSET 0 keeps the planner from
  // merging them back; the subquery is named products so the tier and filter expressions read its columns.
  const promotedListings = db
    .select()
    .from(products)
    .where(inArray(products.sellerId, promotedSellerIds(db)))
    .offset(sql.raw('0') as unknown as number)
    .as('products');
  const parts = tiers.flatMap((tier, i) =>
    [false, true].map((onlyPromoted) =>
      db
        .select({
          id: products.id,
          tier: sql<number>`${sql.raw(String(i + 1))}`.as('tier'),
          promoted: sql<boolean>`${promoted}`.as('promoted'),
          rank: sql<number>`${searchRank(s)}`.as('rank'),
          createdAt: products.createdAt,
        })
        .from(onlyPromoted ? promotedListings : products)
        .where(and(filters, tier, betterFill(i)))
        .limit(tierCandidates),
    ),
  );
  // UNION, not UNION ALL: a promoted listing among a tier's first ones comes from both parts with the same keys
  return union(parts[0]!, parts[1]!, ...parts.slice(2)).as('cand');
}

/**
 * The ids and sort keys of a relevance page of a search. Order: tier; in a tier its ranked candidates (promoted
 * sellers first, then ts_rank with the model-number bonus, newest, id), then its other listings newest first.
 * A page within the first `tierCandidates` places is read from the candidates alone, since every tier before it is
 * then whole among them or fills those places; a later page sorts every match, as before the cap.
 */
export function relevanceTop(db: Db, filters: SQL, matching: SQL, s: Search, text: string, page: { size: number; offset: number }) {
  const upTo = page.offset + page.size;
  if (upTo <= tierCandidates) {
    const cand = candidates(db, filters, s, text, upTo);
    return db
      .select({
        id: sql<number>`${cand.id}`.as('ranked_id'),
        k0: sql`${cand.tier}`.as('k0'),
        k1: sql`true`.as('k1'),
        k2: sql`${cand.promoted}`.as('k2'),
        k3: sql`${cand.rank}`.as('k3'),
        k4: sql`${cand.createdAt}`.as('k4'),
        k5: sql`${cand.id}`.as('k5'),
      })
      .from(cand)
      .orderBy(asc(cand.tier), desc(cand.promoted), desc(cand.rank), desc(cand.createdAt), desc(cand.id))
      .limit(page.size)
      .offset(page.offset)
      .as('top');
  }
  const cand = candidates(db, filters, s, text);
  const ranked = sql`(${cand.id} is not null)`;
  return db
    .select({
      id: sql<number>`${products.id}`.as('ranked_id'),
      k0: sql`${tierOf(s, text)}`.as('k0'),
      k1: sql`${ranked}`.as('k1'),
      k2: sql`(${ranked} and ${isPromoted(db)})`.as('k2'),
      k3: sql`coalesce(${cand.rank}, 0)`.as('k3'),
      k4: sql`${products.createdAt}`.as('k4'),
      k5: sql`${products.id}`.as('k5'),
    })
    .from(products)
    .leftJoin(cand, eq(cand.id, products.id))
    .where(matching)
    .orderBy(sql`k0`, sql`k1 desc`, sql`k2 desc`, sql`k3 desc`, sql`k4 desc`, sql`k5 desc`)
    .limit(page.size)
    .offset(page.offset)
    .as('top');
}

/**
 * While the total is exact (up to 10,000 matches) every match is ranked in a single sort, as if all were candidates:
 * reading that many rows costs less than planning and running the tier parts (at 100k listings a word search matches
 * ~3k, a model number at 1M ~8k). Beyond it, where the shop says "10,000+", only the candidates are ranked.
 */
export const rankAllUpTo = catalogTotalCap;

/** The ids and sort keys of a relevance page when the search matches at most `rankAllUpTo`: every match ranked. */
export function rankedAll(db: Db, matching: SQL, s: Search, text: string, page: { size: number; offset: number }) {
  return db
    .select({
      id: sql<number>`${products.id}`.as('ranked_id'),
      k0: sql`${tierOf(s, text)}`.as('k0'),
      k1: sql`true`.as('k1'),
      k2: sql`${isPromoted(db)}`.as('k2'),
      k3: sql`${searchRank(s)}`.as('k3'),
      k4: sql`${products.createdAt}`.as('k4'),
      k5: sql`${products.id}`.as('k5'),
    })
    .from(products)
    .where(matching)
    .orderBy(sql`k0`, sql`k2 desc`, sql`k3 desc`, sql`k4 desc`, sql`k5 desc`)
    .limit(page.size)
    .offset(page.offset)
    .as('top');
}

/** relevanceTop's keys in order, for the page query that joins the rest of each row to them. */
export const relevanceKeyOrder = (top: ReturnType<typeof relevanceTop>) => [
  asc(top.k0),
  desc(top.k1),
  desc(top.k2),
  desc(top.k3),
  desc(top.k4),
  desc(top.k5),
];

/**
 * The ids and sort keys of places of a relevance search (q has words): every match ranked while at most `rankAllUpTo`
 * match (`matches`, from the count), else the tiers' candidates.
 */
export function relevancePlaces(db: Db, q: HomepageQuery, matches: number | undefined, page: { size: number; offset: number }) {
  const search = searchOf(q.search)!;
  const place = placeOf(q);
  const where = catalogWhere(db, q, search, place);
  return matches !== undefined && matches <= rankAllUpTo
    ? rankedAll(db, where, search, q.search!, page)
    : relevanceTop(db, catalogWhere(db, q, undefined, place), where, search, q.search!, page);
}
