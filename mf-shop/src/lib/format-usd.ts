const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

/** A price in US dollars ('$12,500.00' → '$12,500'). */
export const formatUsd = (amount: number): string => usd.format(amount).replace(/\.00$/, '');
