import * as v from 'valibot';
import {
  defaultShopQuery,
  formatUsd,
  homepageQuerySchema,
  isFiltered,
  parseShopParams,
  savedSearchTexts,
  toHomepageBody,
  toShopParams,
  warrantyLabels,
  type HomepageQuery,
  type ShopQuery,
} from '@xchange/contract';
import { AppError } from '../../lib/errors.ts';
import { searchModelTokens } from '../shop/index.ts';

/** A saved view as the matcher reads it: the address-bar query, its summary, and the columns one SQL query compares. */
export interface SavedQuery {
  query: string;
  summary: string;
  filters: HomepageQuery;
  words: string | null;
  modelPatterns: string[];
  brand: string | null;
  category: string | null;
  condition: string | null;
  sellerId: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  locations: string[];
  latitude: number | null;
  longitude: number | null;
  miles: number | null;
  recheck: boolean;
}

/** '"oscilloscope" · Keysight · Oscilloscopes · Used · $500 to $2,000 · Austin, TX · within 50 mi of Austin'. */
export function summaryOf(q: ShopQuery): string {
  const parts: string[] = [];
  if (q.search) parts.push(`"${q.search}"`);
  if (q.brand) parts.push(q.brand);
  if (q.category) parts.push(q.category);
  if (q.condition) parts.push(q.condition);
  if (q.minPrice !== undefined && q.maxPrice !== undefined) parts.push(`${formatUsd(q.minPrice)} to ${formatUsd(q.maxPrice)}`);
  else if (q.minPrice !== undefined) parts.push(`from ${formatUsd(q.minPrice)}`);
  else if (q.maxPrice !== undefined) parts.push(`up to ${formatUsd(q.maxPrice)}`);
  if (q.location.length) parts.push(q.location.join(', '));
  if (q.near) parts.push(`within ${q.near.miles} mi of ${q.near.label}`);
  if (q.seller !== undefined) parts.push('one seller');
  if (q.specs.length) parts.push(q.specs.length === 1 ? '1 specification' : `${q.specs.length} specifications`);
  if (q.calibrated) parts.push('Calibrated');
  if (q.grades.length) parts.push(`Grade ${q.grades.join(', ')}`);
  if (q.warrantyMin) parts.push(`Warranty ${warrantyLabels[q.warrantyMin]}`);
  return parts.join(' · ');
}

/**
 * Reads the view as the shop does (parseShopParams) and writes it back without page, sort and size, so two ways of
 * writing one view are one saved query. A view with neither words nor a filter answers 400.
 */
export function normalizeQuery(raw: string): SavedQuery {
  const parsed = parseShopParams(new URLSearchParams(raw));
  const view: ShopQuery = { ...parsed, sort: defaultShopQuery.sort, page: 1, size: defaultShopQuery.size };
  if (!isFiltered(view)) throw new AppError('ERR_VALIDATION', savedSearchTexts.queryRequired);
  const filters = v.parse(homepageQuerySchema, toHomepageBody(view));
  const near = view.near;
  return {
    query: toShopParams(view).toString(),
    summary: summaryOf(view),
    filters,
    words: view.search ?? null,
    modelPatterns: view.search ? searchModelTokens(view.search).map((t) => `%${t}%`) : [],
    brand: view.brand?.toLowerCase() ?? null,
    category: view.category?.toLowerCase() ?? null,
    condition: view.condition ?? null,
    sellerId: view.seller ?? null,
    minPrice: view.minPrice ?? null,
    maxPrice: view.maxPrice ?? null,
    locations: view.location,
    latitude: near?.latitude ?? null,
    longitude: near?.longitude ?? null,
    miles: near?.miles ?? null,
    recheck: Boolean(view.specs.length || view.calibrated || view.grades.length || view.warrantyMin),
  };
}
