import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { catalogTotalCap, emptyTexts, type HomepageQuery, type HomepageResponse, type ProductWire } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { SharedNumbers } from '../../lib/shared/shared-count-cache.ts';
import { createCountCache } from './count-cache.ts';
import { catalogWhere, distanceMiles, effectivePrice, placeOf, searchOf } from './catalog-filters.ts';
import { withListingDetails } from './listing-details.ts';
import { withSellerFields } from './seller-fields.ts';
import { selectProducts, toProducts } from './product-view.ts';
import { keptPlaces, keptRankedOrder } from './ranked-orders.ts';
import { relevanceKeyOrder, relevancePlaces } from './relevance.ts';
import { isPromoted, isVisible } from './visibility.ts';

type SortKey = [expr: SQL | AnyPgColumn, dir: typeof asc];

/** The sort keys of a shop view without search words (relevance.ts orders those); ties end on id so pages never overlap. */
function sortKeysOf(db: Db, q: HomepageQuery): SortKey[] {
  const dir = q.sortOrder === 'desc' ? desc : asc;
  switch (q.sortBy) {
    case 'price':
      return [
        [effectivePrice, dir],
        [products.id, dir],
      ];
    case 'name':
      return [
        [sql`lower(${products.name})`, dir],
        [products.id, dir],
      ];
    case 'newest':
      return [
        [products.createdAt, desc],
        [products.id, desc],
      ];
    case 'createdAt':
      return [
        [products.createdAt, dir],
        [products.id, dir],
      ];
    case 'relevance':
      return [
        [isPromoted(db), desc],
        [products.createdAt, desc],
        [products.id, desc],
      ];
  }
}

/** The columns a shop view shows, with each listing's distance when the view is near a place. */
function shownProducts(db: Db, q: HomepageQuery, buyerId: number | undefined) {
  const place = placeOf(q);
  return selectProducts(db, buyerId, place ? { distance: distanceMiles(place) } : {});
}

/**
 * The page and count queries of a shop view (also what the EXPLAIN test and the benchmark look at). The page picks
 * its ids and sort keys from products alone, then joins brand, category and seller for those rows only. The count
 * stops at one past `catalogTotalCap`: beyond it the shop says "10,000+" and no query reads every match.
 */
export function catalogQueries(db: Db, q: HomepageQuery, buyerId?: number, matches?: number) {
  const search = searchOf(q.search);
  const place = placeOf(q);
  const where = catalogWhere(db, q, search, place);
  const counted = db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .limit(catalogTotalCap + 1)
      .as('counted'),
  );
  const shown = shownProducts(db, q, buyerId);
  if (search && q.sortBy === 'relevance') {
    const top = relevancePlaces(db, q, matches, { size: q.size, offset: (q.page - 1) * q.size });
    return {
      page: shown.innerJoin(top, eq(top.id, products.id)).orderBy(...relevanceKeyOrder(top)),
      count: counted,
    };
  }
  const keys = sortKeysOf(db, q);
  const keyColumns = Object.fromEntries(keys.map(([expr], i) => [`k${i}`, sql`${expr}`.as(`k${i}`)]));
  const matching = db
    .select({ id: products.id, ...keyColumns })
    .from(products)
    .where(where)
    .$dynamic();
  const top = q.specs.length ? sortedMatches(db, matching, keys) : matching.orderBy(...keys.map(([expr, dir]) => dir(expr)));
  const paged = top
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .as('top');
  const topKeys = paged as unknown as Record<string, SQL.Aliased>;
  return {
    page: shown.innerJoin(paged, eq(paged.id, products.id)).orderBy(...keys.map(([, dir], i) => dir(topKeys[`k${i}`]!))),
    count: counted,
  };
}

/**
 * With a spec filter the page sorts every match instead of walking a sort index: the matches come from two index-only
 * scans joined by hash (products_category_price_idx and the field's value range in product_specs_field_num_idx), as
 * the count finds them, and the page is a top-N sort of them. The planner cannot see that a field's values all belong
 * to its category, so it would walk the category in price order probing each listing's value, and a range the cheap
 * listings miss (a high bandwidth) made that walk read most of the category. OFFSET 0 keeps the matches' subquery
 * planned on its own (measured in infra/bench/README.md).
 */
function sortedMatches(db: Db, matching: PgSelect, keys: SortKey[]) {
  // drizzle leaves out a plain `offset 0`: written as SQL it stays
  const m = matching.offset(sql.raw('0') as unknown as number).as('m') as unknown as Record<string, SQL.Aliased> & { id: AnyPgColumn };
  return db
    .select({ id: m.id, ...Object.fromEntries(keys.map((_, i) => [`k${i}`, m[`k${i}`]!])) })
    .from(m as unknown as ReturnType<PgSelect['as']>)
    .orderBy(...keys.map(([, dir], i) => dir(m[`k${i}`]!)))
    .$dynamic();
}

const counts = new WeakMap<Db, ReturnType<typeof createCountCache>>();
const sharedCounts = new WeakMap<Db, { shared: SharedNumbers; onError: (err: unknown) => void }>();

/** Every API process on this database reads and drops the same counts (Redis, docs/architecture.md §11). */
export function shareCatalogCounts(db: Db, shared: SharedNumbers, onError: (err: unknown) => void): void {
  sharedCounts.set(db, { shared, onError });
  counts.delete(db);
}
const countKey = ({ page: _p, size: _s, sortBy: _b, sortOrder: _o, ...filters }: HomepageQuery) =>
  JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));

/** POST home/homepage (docs/product.md §7): one page of the visible catalog; NOT_FOUND with 'No Products available' when empty. */
export async function searchCatalog(db: Db, q: HomepageQuery, buyerId?: number): Promise<HomepageResponse> {
  if (!counts.has(db)) {
    const s = sharedCounts.get(db);
    counts.set(db, createCountCache({ ttlMs: 5000, maxEntries: 1000, shared: s?.shared, onSharedError: s?.onError }));
  }
  const count = () => counts.get(db)!(countKey(q), async () => Number((await catalogQueries(db, q).count)[0]?.n ?? 0));
  // a relevance search picks its plan by how many match (relevance.ts), so it counts first; other views in parallel
  const ranked = Boolean(q.search?.trim()) && q.sortBy === 'relevance';
  const counting = count();
  const [rows, counted] = await Promise.all([
    ranked ? counting.then((n) => relevancePage(db, q, buyerId, n)) : catalogQueries(db, q, buyerId).page,
    counting,
  ]);
  const total = counted > catalogTotalCap ? { totalElements: catalogTotalCap, totalIsLowerBound: true } : { totalElements: counted };
  if (!rows.length) {
    return { statusCodeValue: 404, statusCode: 'NOT_FOUND', body: { content: [], ...total, message: emptyTexts.shop } };
  }
  return { statusCodeValue: 200, statusCode: 'OK', body: { content: await toProducts(db, rows), ...total } };
}

/**
 * A page of a word search by relevance: within the first `keptPlaces` places, the listings at its places in the
 * kept order (ranked-orders.ts), read fresh and still shown; beyond them, or with no kept orders, ranked for this page.
 */
async function relevancePage(db: Db, q: HomepageQuery, buyerId: number | undefined, matches: number) {
  const offset = (q.page - 1) * q.size;
  const upTo = offset + q.size;
  const order = upTo <= keptPlaces ? await keptRankedOrder(db, countKey(q), q, matches, upTo) : undefined;
  if (!order) return catalogQueries(db, q, buyerId, matches).page;
  const ids = order.slice(offset, upTo);
  if (!ids.length) return [];
  const rows = await shownProducts(db, q, buyerId).where(and(inArray(products.id, ids), isVisible(db)));
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
}

/** Drops the cached counts after a change that hides or shows listings (a seller switched off or on). */
export function forgetCatalogCounts(db: Db): void {
  const cache = counts.get(db);
  if (cache) cache.forget();
  else sharedCounts.get(db)?.shared.clear('catalog').catch(sharedCounts.get(db)!.onError);
}

/** docs/product.md §9: the shop shows the last 4 featured listings. */
export async function featuredProducts(db: Db, buyerId: number | undefined, limit: number): Promise<ProductWire[]> {
  const rows = await selectProducts(db, buyerId)
    .where(and(isVisible(db), eq(products.featured, true)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return toProducts(db, rows);
}

/** One listing: visible ones for anyone; the owning seller also sees its own hidden one. */
export async function productDetail(db: Db, id: number, viewer: { id: number; role: string } | null): Promise<ProductWire> {
  const owner = viewer?.role === 'seller' ? viewer.id : undefined;
  const visibleOrOwn = owner === undefined ? isVisible(db) : sql`(${isVisible(db)} or ${products.sellerId} = ${owner})`;
  const buyerId = viewer?.role === 'buyer' ? viewer.id : undefined;
  const rows = await selectProducts(db, buyerId)
    .where(and(eq(products.id, id), visibleOrOwn))
    .limit(1);
  if (!rows.length) throw new AppError('ERR_NOT_FOUND');
  const detailed = await withListingDetails(db, await toProducts(db, rows), viewer?.id);
  // the listing's own seller (its edit form) also reads what only a seller sees: auto amounts, SKU, whether shown
  return (owner !== undefined && detailed[0]!.sellerid === owner ? await withSellerFields(db, detailed) : detailed)[0]!;
}
