import { reviews } from '../db/schema/index.ts';
import { addOrder } from '../test/order-fixtures.ts';
import type { SecurityFixture } from './security-kit.ts';

/** A new completed order of buyer A with seller A (a review takes one per order, so each cell needs its own). */
export async function completedOrder(fx: SecurityFixture): Promise<number> {
  const { id } = await addOrder(fx.t, { buyerId: fx.users.buyerA.id, sellerId: fx.users.sellerA.id, total: 500, status: 'Completed' });
  return id;
}

/** Buyer A's visible review of seller A on a new completed order, without a reply. */
export async function freshReview(fx: SecurityFixture): Promise<number> {
  const orderId = await completedOrder(fx);
  const [row] = await fx.t.app.db
    .insert(reviews)
    .values({ orderId, buyerId: fx.users.buyerA.id, sellerId: fx.users.sellerA.id, rating: 4, title: 'Well packed', text: 'As described.' })
    .returning({ id: reviews.id });
  return row!.id;
}
