import type { Product } from '@xchange/contract';

/** Where the equipment is: the listing's location, else its address. */
export const locationOf = (p: Pick<Product, 'location' | 'address'>): string => p.location || p.address || 'Not given';
