export * from './health';
export * from './places';
export * from './place-search';
