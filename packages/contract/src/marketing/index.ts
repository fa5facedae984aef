export * from './lease';
export * from './newsletter';
export * from './lease-terms';
