import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { radiusMilesOf, type HomepageQuery } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { brands, categories, products } from '../../db/schema/index.ts';
import { searchModelTokens } from './search-terms.ts';
import { specConditions } from './spec-filters.ts';
import { isVisible } from './visibility.ts';

/** The price a buyer pays (docs/product.md §9): the discount price when set. Same expression as products_effective_price_idx. */
export const effectivePrice = sql`coalesce(${products.discountPrice}, ${products.price})`;

const earthMiles = 3958.8;
const milesPerDegreeLat = 69.05;

export interface Search {
  /** websearch_to_tsquery of the words */
  tsquery: SQL;
  /** LIKE patterns of the model numbers the words may mean */
  modelPatterns: string[];
}

export function searchOf(text: string | undefined): Search | undefined {
  const q = text?.trim();
  if (!q) return undefined;
  return {
    tsquery: sql`websearch_to_tsquery('english', ${q})`,
    modelPatterns: searchModelTokens(q).map((t) => `%${t}%`),
  };
}

/** Words match the weighted search vector, or a model number matches however it is written (pg_trgm index). */
function searchMatch(s: Search): SQL {
  const words = sql`${products.searchVector} @@ ${s.tsquery}`;
  if (!s.modelPatterns.length) return words;
  return or(words, ...s.modelPatterns.map((p) => sql`${products.modelTokens} like ${p}`))!;
}

/**
 * Ranking of a search: a matched model number (longer = closer) outweighs word rank. ts_rank (weighted term
 * frequency) rather than ts_rank_cd (cover density): it costs ~40% less per match, and every match is ranked.
 */
export function searchRank(s: Search): SQL<number> {
  const model = s.modelPatterns.map((p) => sql`(case when ${products.modelTokens} like ${p} then ${p.length - 2}::float8 / 4 else 0 end)`);
  return sql<number>`(ts_rank(${products.searchVector}, ${s.tsquery}) ${model.length ? sql` + greatest(${sql.join(model, sql`, `)})` : sql``})`;
}

export interface Place {
  latitude: number;
  longitude: number;
  miles: number;
}

export function placeOf(q: HomepageQuery): Place | undefined {
  const miles = radiusMilesOf(q);
  return miles === undefined ? undefined : { latitude: q.latitude!, longitude: q.longitude!, miles };
}

/** Great-circle miles from the place to the listing (haversine). */
export const distanceMiles = (p: Place): SQL<number> => sql<number>`(${earthMiles * 2} * asin(sqrt(
  power(sin(radians(${products.latitude} - ${p.latitude}) / 2), 2) +
  cos(radians(${p.latitude})) * cos(radians(${products.latitude})) * power(sin(radians(${products.longitude} - ${p.longitude}) / 2), 2))))`;

/** A latitude/longitude box around the place (served by products_geo_idx), then the exact distance. */
function within(p: Place): SQL {
  const dLat = p.miles / milesPerDegreeLat;
  const conds = [gte(products.latitude, p.latitude - dLat), lte(products.latitude, p.latitude + dLat)];
  const cosLat = Math.cos((Math.min(89, Math.abs(p.latitude) + dLat) * Math.PI) / 180);
  const dLng = p.miles / (milesPerDegreeLat * cosLat);
  // near a pole or across the date line the longitude box would be wrong: the exact distance decides alone
  if (dLng < 180 && p.longitude - dLng >= -180 && p.longitude + dLng <= 180) {
    conds.push(gte(products.longitude, p.longitude - dLng), lte(products.longitude, p.longitude + dLng));
  }
  return and(...conds, sql`${distanceMiles(p)} <= ${p.miles}`)!;
}

/** Every filter of the shop (docs/product.md §2.4/§7), combined with AND, over visible listings only. */
export function catalogWhere(db: Db, q: HomepageQuery, search: Search | undefined, place: Place | undefined): SQL {
  const conds: SQL[] = [isVisible(db)];
  // brand names are unique (brands_name_uq): an equality lets the planner walk products_brand_price_geo_idx
  if (q.brand)
    conds.push(
      sql`${products.brandId} = (${db
        .select({ id: brands.id })
        .from(brands)
        .where(sql`lower(${brands.name}) = lower(${q.brand})`)})`,
    );
  // category names are unique too (categories_name_uq): an equality lets the planner walk products_category_price_idx
  // in price order (docs/product.md §2.4)
  if (q.category)
    conds.push(
      sql`${products.categoryId} = (${db
        .select({ id: categories.id })
        .from(categories)
        .where(sql`lower(${categories.name}) = lower(${q.category})`)})`,
    );
  if (q.condition) conds.push(eq(products.condition, q.condition));
  if (q.seller !== undefined) conds.push(eq(products.sellerId, q.seller));
  if (q.minPrice !== undefined) conds.push(sql`${effectivePrice} >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) conds.push(sql`${effectivePrice} <= ${q.maxPrice}`);
  if (q.location?.length) conds.push(inArray(products.address, q.location));
  if (place) conds.push(within(place));
  if (search) conds.push(searchMatch(search));
  conds.push(...specConditions(q));
  return and(...conds)!;
}
