export * from './health';
export * from './places';
