export * from './saved-search-rules';
export * from './saved-search';
