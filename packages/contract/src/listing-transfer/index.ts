export * from './columns';
export * from './listing-import';
