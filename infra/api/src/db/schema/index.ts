export * from './enums.ts';
export * from './users.ts';
export * from './catalog.ts';
export * from './buyer.ts';
export * from './orders.ts';
export * from './seller.ts';
export * from './site.ts';
export * from './payments.ts';
