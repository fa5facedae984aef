import type { Order, Review } from '@xchange/contract';
import type { NewNotification } from './repo.ts';

/** docs/product.md §2.14: a seller's bell entry for a new order (links to the orders in progress). */
export function newOrderNotification(order: Order): NewNotification {
  const buyer = [order.buyerAccountData.firstname, order.buyerAccountData.lastname].filter(Boolean).join(' ') || 'A buyer';
  const items = order.product.map((l) => l.productname).join(', ');
  return {
    userId: order.sellerAccountData.id,
    kind: 'order',
    title: `New order ${order.ordernumber}`,
    body: `${buyer}: ${items}`,
    link: '/order',
  };
}

/** A seller's bell entry for a new review of one of its orders (links to the seller's reviews page). */
export function newReviewNotification(review: Review): NewNotification {
  return {
    userId: review.sellerId,
    kind: 'review',
    title: `New ${review.rating}-star review`,
    body: `${review.author}: ${review.title}`,
    link: '/sellerreviews',
  };
}
