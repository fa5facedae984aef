/**
 * en-US numbers without `Intl` on the common path. A page's first `Intl` formatter starts ICU's number formatting
 * (150–280 ms at CPU ×4 in an empty page); made while the contract loaded, it ran inside the shell's bootstrap task.
 * Plain digits, groups of three and a sign are all a count or a price needs. Whatever the fast path does not cover
 * exactly (fractions it would have to round, exponents, -0, NaN, ±Infinity) goes to an `Intl` formatter made on first
 * use, so the text is always what `Intl` gives (number.test.ts compares both).
 */

/** An en-US `Intl.NumberFormat` with these options, made on its first call. */
export const lazyNumberFormat = (options: Intl.NumberFormatOptions): ((n: number) => string) => {
  let made: Intl.NumberFormat | undefined;
  return (n: number) => (made ??= new Intl.NumberFormat('en-US', options)).format(n);
};

/** '1234567' → '1,234,567' for a string of digits. */
export const groupDigits = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const plainPattern = /^(-?)(\d+)(?:\.(\d{1,6}))?$/;
const anyCount = lazyNumberFormat({});
const anyDecimal = lazyNumberFormat({ maximumFractionDigits: 6 });

/** A count as the site writes it: '42', '1,250' (what `toLocaleString('en-US')` gives). */
export const formatCount = (n: number): string =>
  Number.isSafeInteger(n) && !Object.is(n, -0) ? (n < 0 ? '-' : '') + groupDigits(String(Math.abs(n))) : anyCount(n);

/** A measured value with up to six decimals: '350', '1,200', '0.25', '-3.5'. */
export const formatDecimal = (n: number): string => {
  const parts = Object.is(n, -0) ? null : plainPattern.exec(String(n));
  if (!parts) return anyDecimal(n);
  const [, sign, whole, fraction] = parts;
  return `${sign}${groupDigits(whole!)}${fraction ? `.${fraction}` : ''}`;
};
