import type { AuthResponse, HomepageResponse, Order } from '@xchange/contract';
import { timedCall } from './http.ts';

export interface Buyer {
  token: string;
  id: number;
  /** orders this buyer placed during the run: the threads its messages go to */
  orders: Order[];
}

export interface Site {
  baseUrl: string;
  buyers: Buyer[];
  productIds: number[];
}

const demoBuyers = ['buyer@demo.test', 'buyer2@demo.test', 'buyer3@demo.test'];

async function must<T>(what: string, p: Promise<{ ok: boolean; body: T | undefined; error?: string }>): Promise<T> {
  const r = await p;
  if (!r.ok || r.body === undefined) throw new Error(`${what} failed: ${r.error}`);
  return r.body;
}

/** Logs the demo buyers in once and reads the first pages of listings: what the simulated users share. */
export async function prepareSite(baseUrl: string, password: string): Promise<Site> {
  const buyers: Buyer[] = [];
  for (const username of demoBuyers) {
    const auth = await must<AuthResponse>(
      `login of ${username}`,
      timedCall(baseUrl, 'POST', '/api/v1/auth/buyer', { body: { type: 'buyer', username, password } }),
    );
    const token = auth.authToken.startsWith('Bearer ') ? auth.authToken : `Bearer ${auth.authToken}`;
    buyers.push({ token, id: auth.data.id, orders: [] });
  }
  const page = await must<HomepageResponse>(
    'the catalog',
    timedCall(baseUrl, 'POST', '/api/v1/home/homepage', { body: { page: 1, size: 100 } }),
  );
  const productIds = page.body.content.map((p) => p.id);
  if (!productIds.length) throw new Error('The catalog is empty: seed the site first.');
  return { baseUrl, buyers, productIds };
}
