/** docs/product.md §9: shop price range. */
export const shopPriceRange = { min: 0, max: 1_000_000 } as const;

/** docs/product.md §2.4/§7 price presets and the ranges they send. */
export const pricePresets = [
  { label: 'Under $5000', minPrice: 0, maxPrice: 5000 },
  { label: '$5000 to $20000', minPrice: 5000, maxPrice: 20000 },
  { label: '$20000 to $50000', minPrice: 20000, maxPrice: 50000 },
  { label: '$50000 to $90000', minPrice: 50000, maxPrice: 90000 },
] as const;

/** docs/product.md §5: a shop price input is at least 0 (and at most the range); text that is no number becomes 0. */
export function toPriceInput(x: unknown): number {
  const n = typeof x === 'number' ? x : typeof x === 'string' ? Number(x.trim()) : Number.NaN;
  if (!Number.isFinite(n)) return 0;
  return Math.min(Math.max(n, shopPriceRange.min), shopPriceRange.max);
}
