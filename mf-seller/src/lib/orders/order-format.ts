import type { Order } from '@xchange/contract';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Dollars, e.g. '$1,250.00'. */
export const money = (n: number): string => usd.format(n);
/** docs/product.md §2.6: the order date long US style, e.g. 'March 5, 2026'. */
export const longUsDate = (iso: string): string => longDate.format(new Date(iso));
export const shortDateTime = (iso: string): string => dateTime.format(new Date(iso));
export const personName = (p: { firstname?: string; lastname?: string }): string => [p.firstname, p.lastname].filter(Boolean).join(' ');
/** The table's Product Name cell: every product of the order. */
export const productNames = (o: Order): string => o.product.map((p) => p.productname).join(', ');
