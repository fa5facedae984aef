// Seller API keys (docs/product.md §2.12): the routes, and what the auth plugin needs to let a key act for its seller.
export { apiKeyRoutes } from './routes.ts';
export { authenticateApiKey, type KeyHolder } from './authenticate-key.ts';
