// What other modules may use from buyer orders: offers place their order through the cart's own path (docs/product.md §2.11).
export { idempotencyKeyOf, placeOrders, type PlacedOrders } from './place-order.ts';
