import { defaultShopQuery, formatUsd, savedSearchLimits, toShopParams } from '@xchange/contract/core';
import type { ShopQuery } from '@xchange/contract';

/** The view a saved search keeps: the address bar's words and filters, without page, sort and size (docs/product.md §2.14). */
export const savedQueryOf = (query: ShopQuery): string =>
  toShopParams({ ...query, page: defaultShopQuery.page, sort: defaultShopQuery.sort, size: defaultShopQuery.size }).toString();

const priceRange = ({ minPrice, maxPrice }: ShopQuery): string | undefined => {
  if (minPrice !== undefined && maxPrice !== undefined) return `${formatUsd(minPrice)}–${formatUsd(maxPrice)}`;
  if (minPrice !== undefined) return `from ${formatUsd(minPrice)}`;
  if (maxPrice !== undefined) return `up to ${formatUsd(maxPrice)}`;
  return undefined;
};

/** The name the dialog proposes: '"oscilloscope" · Keysight · Used', cut to the longest name allowed. */
export function proposedName(query: ShopQuery): string {
  const parts = [
    query.search && `"${query.search}"`,
    query.brand,
    query.category,
    query.condition,
    priceRange(query),
    ...query.location,
    query.near && `within ${query.near.miles} mi of ${query.near.label}`,
    query.calibrated && 'Calibrated',
  ].filter((p): p is string => Boolean(p));
  const name = parts.length ? parts.join(' · ') : 'My saved search';
  return name.length > savedSearchLimits.nameMax ? `${name.slice(0, savedSearchLimits.nameMax - 1).trimEnd()}…` : name;
}
