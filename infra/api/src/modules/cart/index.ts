// What other modules may use from cart: placing an order checks and merges lines as the cart does.
export { assertQuantities, dedupeLines } from './repo.ts';
