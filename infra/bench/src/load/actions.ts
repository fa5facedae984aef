import { randomUUID } from 'node:crypto';
import type { Order } from '@xchange/contract';
import { timedCall, type Timed } from './http.ts';
import type { Buyer, Site } from './users.ts';

const searches = [
  'oscilloscope',
  'DSO-X 3034A',
  'fluke multimeter',
  'spectrum analyzer',
  'power supply',
  'calibrated',
  'keysight',
  'tektronix',
];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

export type ActionName = 'page' | 'browse' | 'detail' | 'search' | 'cart' | 'order' | 'message';

export const actionNames: readonly ActionName[] = ['page', 'browse', 'detail', 'search', 'cart', 'order', 'message'];

/** What one simulated user does, with how often (weights sum to 100). */
export const mix: ReadonlyArray<[ActionName, number]> = [
  ['page', 10],
  ['browse', 25],
  ['detail', 15],
  ['search', 20],
  ['cart', 15],
  ['order', 7],
  ['message', 8],
];

export function nextAction(): ActionName {
  let r = Math.random() * 100;
  for (const [name, weight] of mix) if ((r -= weight) < 0) return name;
  return 'browse';
}

/** Runs one action as `buyer`; a message needs an order of that buyer, so the first one places it. */
export async function runAction(site: Site, buyer: Buyer, name: ActionName): Promise<Timed> {
  const { baseUrl } = site;
  switch (name) {
    case 'page':
      // the shell's document, as a browser's first request for any route (the remotes' files are cached after it)
      return timedCall(baseUrl, 'GET', pick(['/', '/xchangeShop', `/product/${pick(site.productIds)}`]), {
        headers: { accept: 'text/html' },
      });
    case 'browse':
      return timedCall(baseUrl, 'POST', '/api/v1/home/homepage', { body: { page: 1 + Math.floor(Math.random() * 5), size: 9 } });
    case 'detail':
      return timedCall(baseUrl, 'GET', `/api/v1/product/${pick(site.productIds)}`);
    case 'search':
      return timedCall(baseUrl, 'POST', '/api/v1/home/homepage', {
        body: { page: 1, size: 9, search: pick(searches), sortBy: 'relevance' },
      });
    case 'cart':
      return timedCall(baseUrl, 'PUT', '/api/v1/cart', {
        token: buyer.token,
        body: { lines: [{ id: pick(site.productIds), quantity: 1 + Math.floor(Math.random() * 3) }] },
      });
    case 'order':
      return placeOrder(site, buyer);
    case 'message': {
      const order = buyer.orders.length ? pick(buyer.orders) : undefined;
      if (!order) return placeOrder(site, buyer);
      return timedCall(baseUrl, 'POST', '/api/v1/message', {
        token: buyer.token,
        body: {
          orderid: order.id,
          buyerId: buyer.id,
          sellerId: order.sellerAccountData.id,
          messagetext: `Is order ${order.ordernumber} ready to ship?`,
          usertype: 'buyer',
        },
      });
    }
  }
}

async function placeOrder(site: Site, buyer: Buyer): Promise<Timed> {
  const r = await timedCall<Order[]>(site.baseUrl, 'POST', '/api/v1/order/save', {
    token: buyer.token,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      product: [{ id: pick(site.productIds), quantity: 1 }],
      deliveryaddress: '1 Load Test Way, Austin, TX',
      postcode: 'Wire transfer',
      total: 1,
    },
  });
  if (r.ok && r.body) buyer.orders.push(...r.body.slice(0, 1));
  if (buyer.orders.length > 20) buyer.orders.splice(0, buyer.orders.length - 20);
  return r;
}
