export * from './api-key-rules';
export * from './api-key';
export * from './listing-sync';
