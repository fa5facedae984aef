export * from './columns';
export * from './listing-import';
export * from './listing-export';
export * from './orders-export-query';
