export * from './product';
export * from './product-form';
export * from './product-payloads';
export * from './product-schema';
export * from './product-media';
export * from './product-sku';
