import type { Order } from '@xchange/contract';

export const personName = (p: { firstname?: string; lastname?: string }): string => [p.firstname, p.lastname].filter(Boolean).join(' ');
/** The table's Product Name cell: every product of the order. */
export const productNames = (o: Order): string => o.product.map((p) => p.productname).join(', ');
