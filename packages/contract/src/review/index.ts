export * from './review-rules';
export * from './review';
export * from './about';
