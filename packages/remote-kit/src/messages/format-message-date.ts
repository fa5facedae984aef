/** Date and time of a message, e.g. 'Nov 23, 2026, 5:41 PM'. */
export const formatMessageDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
/** A price in dollars, e.g. '$1,250.00'. */
export const formatPrice = (value: number): string => usd.format(value);
