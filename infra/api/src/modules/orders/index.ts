// What other modules may use from orders: buyer orders, seller orders and messages load orders one way.
export { loadOrders } from './order-view.ts';
