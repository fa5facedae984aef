// Offers and quote requests (docs/product.md §2.11): mounted by modules/index.ts; other modules use nothing of it yet.
export { offerRoutes } from './routes.ts';
