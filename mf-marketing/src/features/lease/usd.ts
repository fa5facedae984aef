/** Dollars with cents, as the calculator shows them ($1,393.99). */
export const usd = (n: number): string => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
