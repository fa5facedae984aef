import { effectivePrice } from '../product/product';

type PricedLine = { price: number; discountPrice?: number | '' | null; quantity: number };

const roundCents = (n: number): number => Math.round(n * 100) / 100;

/** docs/product.md §9: what a line costs, its effective price × quantity. */
export const lineTotal = (l: PricedLine): number => effectivePrice(l) * l.quantity;

/** docs/product.md §9: an order's (or the cart's) total, the sum of its line totals kept to cents. */
export const orderTotal = (lines: readonly PricedLine[]): number => lines.reduce((sum, l) => roundCents(sum + lineTotal(l)), 0);
