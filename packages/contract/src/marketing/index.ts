export * from './lease';
export * from './newsletter';
