const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as the seller reads them: $1,250.00. */
export const formatPrice = (n: number): string => usd.format(n);
