export * from './promotion';
export * from './advertisement';
export * from './brand';
export * from './category';
export * from './audit-log';
