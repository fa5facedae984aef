export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Page numbers to show: first, last, the current with `siblings` either side, gaps as ellipses. */
export function pageRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  // first + last + current + 2 siblings + 2 ellipses
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - siblings, pageCount - 2 * siblings - 2));
  const end = Math.min(pageCount - 1, Math.max(page + siblings, 2 * siblings + 3));
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [
    1,
    // An ellipsis never hides a single page: that page is shown instead.
    ...(start > 3 ? (['ellipsis-start'] as const) : start === 3 ? [2] : []),
    ...middle,
    ...(end < pageCount - 2 ? (['ellipsis-end'] as const) : end === pageCount - 2 ? [pageCount - 1] : []),
    pageCount,
  ];
}
