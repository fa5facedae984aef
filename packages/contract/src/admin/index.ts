export * from './promotion';
export * from './advertisement';
export * from './brand';
export * from './category';
export * from './audit-log';
export * from './advert-document';
export * from './catalog-notices';
export * from './promotion-tabs';
