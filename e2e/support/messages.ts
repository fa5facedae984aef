import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { AuthResponse, HomepageResponse, MessageThread, Order } from '@xchange/contract';
import { bearerOf } from './login';

const as = (auth: AuthResponse) => ({ Authorization: bearerOf(auth) });

/** Places a new order of one of the seller's listings for the buyer (POST order/save with an Idempotency-Key). */
export async function placeOrderWith(request: APIRequestContext, buyer: AuthResponse, seller: AuthResponse): Promise<Order> {
  const shop = await request.post('/api/v1/home/homepage', { data: { page: 1, size: 1, seller: seller.data.id } });
  expect(shop.status()).toBe(200);
  const [product] = ((await shop.json()) as HomepageResponse).body.content;
  expect(product, 'a listing of the seller').toBeTruthy();
  const response = await request.post('/api/v1/order/save', {
    headers: { ...as(buyer), 'Idempotency-Key': randomUUID() },
    data: {
      product: [{ ...product, quantity: 1 }],
      sellerid: seller.data.id,
      deliveryaddress: '12 Messages Lane, Austin, TX',
      postcode: 'Credit Card',
      total: product!.price,
    },
  });
  expect(response.status(), 'order/save').toBe(200);
  const [order] = (await response.json()) as Order[];
  return order!;
}

/** GET message/getAll as one user. */
export async function threadsOf(request: APIRequestContext, auth: AuthResponse): Promise<MessageThread[]> {
  const response = await request.get('/api/v1/message/getAll', { headers: as(auth) });
  expect(response.status()).toBe(200);
  return (await response.json()) as MessageThread[];
}

/** Marks every thread of the user read, so the sidebar starts without a red dot. */
export async function readAll(request: APIRequestContext, auth: AuthResponse, viewer: 'buyer' | 'seller'): Promise<void> {
  for (const thread of await threadsOf(request, auth)) {
    if (!thread.messageContentObject.some((m) => m.usertype !== viewer && m.notify)) continue;
    const r = await request.put(`/api/v1/message/closeNotification?thread=${thread.threadid}&status=false`, { headers: as(auth) });
    expect(r.status()).toBe(200);
  }
}

/** POST message as one party of an order. */
export async function sendAs(
  request: APIRequestContext,
  auth: AuthResponse,
  order: Order,
  usertype: 'buyer' | 'seller',
  messagetext: string,
) {
  const response = await request.post('/api/v1/message', {
    headers: as(auth),
    data: {
      orderid: order.id,
      buyerId: order.buyerAccountData.id,
      sellerId: order.sellerAccountData.id,
      usertype,
      messagetext,
      notify: true,
    },
  });
  expect(response.status(), 'POST message').toBe(200);
}
