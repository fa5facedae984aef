/** docs/product.md §2.10: at most 4 listings side by side. */
export const compareLimit = 4;

/** Where the browser keeps the listings chosen for comparison, for the tab's session. */
export const compareStorageKey = 'xchange:compare';

export const compareTexts = {
  full: `You can compare up to ${compareLimit} listings. Remove one to add another.`,
  missing: (n: number): string =>
    n === 1 ? 'One listing is no longer for sale and was left out.' : `${n} listings are no longer for sale and were left out.`,
  empty: 'Choose listings to compare with the Compare button on a listing or its card.',
} as const;

/** The ids of a compare address ('?ids=3,7,12'): whole numbers, no repeats, at most `compareLimit`. */
export function parseCompareIds(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[1-9]\d{0,9}$/.test(s))
    .map(Number);
  return [...new Set(ids)].slice(0, compareLimit);
}

/** The shareable address of a comparison. */
export const comparePath = (ids: readonly number[]): string => `/compare?ids=${ids.join(',')}`;
