import { orderLines, orders } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';

let serial = 0;

/** Inserts an order of `buyer` with `seller` and one product line; returns its id. */
export async function addOrder(t: TestApp, buyer: TestUser, seller: TestUser, product = { name: 'Fluke 87V Multimeter', price: 450 }) {
  serial += 1;
  const [order] = await t.app.db
    .insert(orders)
    .values({ ordernumber: `MSG-${process.pid}-${serial}`, total: product.price, buyerId: buyer.id, sellerId: seller.id })
    .returning({ id: orders.id, ordernumber: orders.ordernumber });
  await t.app.db.insert(orderLines).values({ orderId: order!.id, productname: product.name, price: product.price, quantity: 1 });
  return order!;
}

export interface MessagesFixture {
  buyerA: TestUser;
  buyerB: TestUser;
  sellerA: TestUser;
  sellerB: TestUser;
  admin: TestUser;
}

export async function addParties(t: TestApp): Promise<MessagesFixture> {
  return {
    buyerA: await addTestUser(t, 'buyer', { firstname: 'Bea', lastname: 'Adams' }),
    buyerB: await addTestUser(t, 'buyer', { firstname: 'Bob', lastname: 'Brown' }),
    sellerA: await addTestUser(t, 'seller', { firstname: 'Sam', lastname: 'Allen', company: 'Allen Instruments' }),
    sellerB: await addTestUser(t, 'seller', { firstname: 'Sue', lastname: 'Baker', company: 'Baker Labs' }),
    admin: await addTestUser(t, 'admin'),
  };
}

/** Calls the API as a visitor or with a user's token. */
export function apiClient(t: TestApp) {
  return async (method: 'GET' | 'POST' | 'PUT', url: string, opts: { body?: object; as?: TestUser } = {}) => {
    const r = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      ...(opts.body ? { payload: opts.body } : {}),
      headers: opts.as ? opts.as.auth : {},
    });
    return { status: r.statusCode, body: r.json() };
  };
}
