// The shop's view as its address bar holds it, read by the shop, by the shell (its first catalog request starts with
// the page) and by anything else that builds a shop link.
import { shopDefaultPageSize, shopPageSizeOptions } from '../common/page-sizes';
import { productConditions, type ProductCondition } from '../product/product';
import type { HomepageQueryInput } from './homepage';
import { pricePresets, toPriceInput } from './price-presets';
import type { Grade, WarrantyDays } from '../specs/listing-facts-rules';
import { readFactFilters, readSpecFilters, writeFactFilters, writeSpecFilters, type SpecFilter } from '../specs/spec-filter-rules';

/** The sorts the shop offers; `price-asc` is the default (docs/product.md §9: homepage price ascending). */
export const shopSorts = [
  { key: 'relevance', label: 'Best match', sortBy: 'relevance', sortOrder: 'desc' },
  { key: 'price-asc', label: 'Price: low to high', sortBy: 'price', sortOrder: 'asc' },
  { key: 'price-desc', label: 'Price: high to low', sortBy: 'price', sortOrder: 'desc' },
  { key: 'newest', label: 'Newest first', sortBy: 'newest', sortOrder: 'desc' },
  { key: 'name', label: 'Name A to Z', sortBy: 'name', sortOrder: 'asc' },
] as const;
export type ShopSort = (typeof shopSorts)[number]['key'];
export const defaultSort: ShopSort = 'price-asc';

/** Radius choices of the distance filter, in miles. */
export const radiusMiles = [10, 25, 50, 100, 250, 500] as const;
export const defaultRadiusMiles = 50;

export interface NearPlace {
  label: string;
  latitude: number;
  longitude: number;
  miles: number;
}

/** Everything a shop view is made of; it lives in the address bar. */
export interface ShopQuery {
  search?: string;
  /** The search's words exactly as typed, without typo correction (`exact=1`). */
  exact?: boolean;
  brand?: string;
  category?: string;
  condition?: ProductCondition;
  seller?: number;
  minPrice?: number;
  maxPrice?: number;
  location: string[];
  near?: NearPlace;
  /** docs/product.md §2.4: the chosen category's specification filters. */
  specs: SpecFilter[];
  /** Only listings calibrated with a certificate attached. */
  calibrated?: boolean;
  grades: Grade[];
  warrantyMin?: WarrantyDays;
  sort: ShopSort;
  page: number;
  size: number;
}

/** A change to the view, or one computed from the latest view (for toggles clicked in quick succession). */
export type ShopUpdate = (change: Partial<ShopQuery> | ((q: ShopQuery) => Partial<ShopQuery>)) => void;

export const defaultShopQuery: ShopQuery = { location: [], specs: [], grades: [], sort: defaultSort, page: 1, size: shopDefaultPageSize };

const text = (v: string | null): string | undefined => {
  const t = v?.trim().slice(0, 100);
  return t ? t : undefined;
};
const int = (v: string | null, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined => {
  if (v === null || !/^\d+$/.test(v.trim())) return undefined;
  const n = Number(v);
  return n >= min && n <= max ? n : undefined;
};
const decimal = (v: string | null, min: number, max: number): number | undefined => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
};
const price = (v: string | null): number | undefined => (decimal(v, 0, Number.MAX_VALUE) === undefined ? undefined : toPriceInput(v));
const isCondition = (v: string | undefined): v is ProductCondition => productConditions.includes(v as ProductCondition);
const isSort = (v: string | null): v is ShopSort => shopSorts.some((s) => s.key === v);
const sizes: readonly number[] = [shopDefaultPageSize, ...shopPageSizeOptions];

function readNear(p: URLSearchParams): NearPlace | undefined {
  const label = text(p.get('near'));
  const latitude = decimal(p.get('lat'), -90, 90);
  const longitude = decimal(p.get('lng'), -180, 180);
  if (!label || latitude === undefined || longitude === undefined) return undefined;
  const miles = int(p.get('miles'), 1, 12_500) ?? defaultRadiusMiles;
  return { label, latitude, longitude, miles };
}

/** Reads a shop view from the address bar; a value that makes no sense is dropped, never an error. */
export function parseShopParams(p: URLSearchParams): ShopQuery {
  const condition = text(p.get('condition'));
  const sort = p.get('sort');
  const size = int(p.get('size'), 1);
  const q: ShopQuery = {
    search: text(p.get('q')),
    exact: p.get('exact') === '1' ? true : undefined,
    brand: text(p.get('brand')),
    category: text(p.get('category')),
    condition: isCondition(condition) ? condition : undefined,
    seller: int(p.get('seller'), 1),
    minPrice: price(p.get('min')),
    maxPrice: price(p.get('max')),
    location: [
      ...new Set(
        p
          .getAll('location')
          .map(text)
          .filter((l): l is string => Boolean(l)),
      ),
    ],
    near: readNear(p),
    specs: readSpecFilters(p),
    ...readFactFilters(p),
    sort: isSort(sort) ? sort : defaultSort,
    page: int(p.get('page'), 1) ?? 1,
    size: size !== undefined && sizes.includes(size) ? size : shopDefaultPageSize,
  };
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as unknown as ShopQuery;
}

/** Writes a shop view to the address bar; defaults are left out so a plain shop link stays '/xchangeShop'. */
export function toShopParams(q: ShopQuery): URLSearchParams {
  const p = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') p.set(key, String(value));
  };
  put('q', q.search);
  if (q.search && q.exact) put('exact', 1);
  put('brand', q.brand);
  put('category', q.category);
  put('condition', q.condition);
  put('seller', q.seller);
  put('min', q.minPrice);
  put('max', q.maxPrice);
  for (const l of q.location) p.append('location', l);
  if (q.near) {
    put('near', q.near.label);
    put('lat', q.near.latitude);
    put('lng', q.near.longitude);
    put('miles', q.near.miles);
  }
  writeSpecFilters(p, q.specs);
  writeFactFilters(p, q);
  if (q.sort !== defaultSort) put('sort', q.sort);
  if (q.page !== 1) put('page', q.page);
  if (q.size !== shopDefaultPageSize) put('size', q.size);
  return p;
}

/** The POST home/homepage body of a view (docs/product.md §7: empty filters omitted). */
export function toHomepageBody(q: ShopQuery): HomepageQueryInput {
  const sort = shopSorts.find((s) => s.key === q.sort) ?? shopSorts[1];
  const body: HomepageQueryInput = { page: q.page, size: q.size, sortBy: sort.sortBy, sortOrder: sort.sortOrder };
  if (q.search) body.search = q.search;
  if (q.search && q.exact) body.exact = true;
  if (q.brand) body.brand = q.brand;
  if (q.category) body.category = q.category;
  if (q.condition) body.condition = q.condition;
  if (q.seller !== undefined) body.seller = q.seller;
  if (q.minPrice !== undefined) body.minPrice = q.minPrice;
  if (q.maxPrice !== undefined) body.maxPrice = q.maxPrice;
  if (q.location.length) body.location = q.location;
  if (q.near) {
    body.latitude = q.near.latitude;
    body.longitude = q.near.longitude;
    body.radiusMiles = q.near.miles;
  }
  if (q.specs.length) body.specs = q.specs;
  if (q.calibrated) body.calibrated = true;
  if (q.grades.length) body.grades = q.grades;
  if (q.warrantyMin) body.warrantyMin = q.warrantyMin;
  return body;
}

/** The preset whose range the view's price filter is, if any. */
export const presetOf = (q: Pick<ShopQuery, 'minPrice' | 'maxPrice'>): number =>
  pricePresets.findIndex((p) => p.minPrice === (q.minPrice ?? 0) && p.maxPrice === q.maxPrice);

/** How many filter groups narrow the view (the search not counted). */
export const activeFilterCount = (q: ShopQuery): number =>
  [q.brand, q.category, q.condition, q.seller, q.minPrice ?? q.maxPrice, q.location.length ? 1 : undefined, q.near].filter(
    (x) => x !== undefined,
  ).length +
  q.specs.length +
  [q.calibrated, q.grades.length ? 1 : undefined, q.warrantyMin].filter(Boolean).length;

/** True when any filter or search narrows the catalog. */
export const isFiltered = (q: ShopQuery): boolean =>
  Boolean(
    q.search ||
    q.brand ||
    q.category ||
    q.condition ||
    q.seller !== undefined ||
    q.minPrice !== undefined ||
    q.maxPrice !== undefined ||
    q.location.length ||
    q.near ||
    q.specs.length ||
    q.calibrated ||
    q.grades.length ||
    q.warrantyMin,
  );
