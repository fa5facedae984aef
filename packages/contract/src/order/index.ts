export * from './order';
export * from './order-save';
export * from './order-query';
export * from './seller-dashboard';
export * from './cart-sync';
export * from './order-total';
export * from './order-schema';
export * from './dashboard-figures';
