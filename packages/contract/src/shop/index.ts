export * from './price-filter';
export * from './homepage';
export * from './lookups';
export * from './wishlist';
export * from './sitemap';
export * from './catalog';
export * from './price-presets';
