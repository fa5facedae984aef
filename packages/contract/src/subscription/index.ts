export * from './subscription';
export * from './plan';
export * from './payment-results';
