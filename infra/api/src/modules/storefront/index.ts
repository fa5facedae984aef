// Seller storefronts (docs/product.md §2.13): mounted by modules/index.ts; other modules use nothing of it.
export { storefrontRoutes } from './routes.ts';
