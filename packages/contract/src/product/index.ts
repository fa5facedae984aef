export * from './product';
export * from './product-form';
export * from './product-payloads';
