import * as v from 'valibot';

/** docs/product.md §5: promotion dates are written MM-DD-YYYY. */
export const mdyPattern = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Parses 'MM-DD-YYYY' to a UTC date, or undefined when it is no calendar date. */
export function parseMdy(s: string): Date | undefined {
  const m = mdyPattern.exec(s);
  if (!m) return undefined;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? d : undefined;
}

/** Formats a date as 'MM-DD-YYYY' (UTC). */
export const formatMdy = (d: Date): string =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}`;

/** Compares two MM-DD-YYYY dates: negative, zero or positive; NaN when either is no date. */
export const compareMdy = (a: string, b: string): number => (parseMdy(a)?.getTime() ?? Number.NaN) - (parseMdy(b)?.getTime() ?? Number.NaN);

/** A required MM-DD-YYYY date field. */
export const mdyDateField = (required: string, invalid: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.check((s) => parseMdy(s) !== undefined, invalid),
  );
