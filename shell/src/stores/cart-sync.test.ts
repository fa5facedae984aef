import type { KyInstance } from 'ky';
import type { CartProduct } from '@xchange/contract';
import { createCartStore } from './cart-store';
import { syncCartWithServer } from './cart-sync';
import { createSessionStore } from './session-store';

type Call = { method: string; path: string; lines?: { id: number; quantity: number }[] };

const product = (id: number): CartProduct => ({ id, productname: `Scope ${id}`, price: 100 * id, discountPrice: '', sellerid: 3 });
/** A line of the stored cart as the API answers it (wire names). */
const served = (id: number, quantity: number) => ({
  id,
  productname: `Scope ${id}`,
  price: 100 * id,
  discountprice: 90 * id,
  sellerid: 3,
  description: 'd',
  sellinginstrument: 'Oscilloscopes',
  manufacturer: 'Keysight',
  primaryfile: null,
  seller: { id: 3, firstname: 'Sam', lastname: 'Ray', company: 'Labs' },
  quantity,
});

/** A stand-in for the shell's ky client: records calls and answers from `answer`. */
function fakeApi(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const send =
    (method: string) =>
    (path: string, options: { json?: { lines: Call['lines'] } } = {}) => {
      const call = { method, path, lines: options.json?.lines };
      calls.push(call);
      return { json: async () => answer(call) };
    };
  return { api: { get: send('GET'), post: send('POST'), put: send('PUT') } as unknown as KyInstance, calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const signIn = (session: ReturnType<typeof createSessionStore>) =>
  session.getState().signIn({ authToken: 'abc', data: { id: 7, firstname: 'Ada', lastname: 'Lee' }, type: 'buyer' });

beforeEach(() => localStorage.clear());

describe('server cart sync', () => {
  it('does nothing for a visitor', async () => {
    const session = createSessionStore();
    const cart = createCartStore();
    const { api, calls } = fakeApi(() => []);
    syncCartWithServer({ session, cart, api, delayMs: 1 });
    cart.getState().add(product(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toEqual([]);
  });

  it('merges the local cart at login and takes the answer', async () => {
    const session = createSessionStore();
    const cart = createCartStore();
    cart.getState().add(product(1));
    const { api, calls } = fakeApi(() => [served(2, 3), served(1, 1)]);
    syncCartWithServer({ session, cart, api, delayMs: 1 });
    signIn(session);
    await flush();
    expect(calls).toEqual([{ method: 'POST', path: 'cart/merge', lines: [{ id: 1, quantity: 1 }] }]);
    expect(cart.getState().lines.map((l) => [l.id, l.quantity, l.seller?.company])).toEqual([
      [2, 3, 'Labs'],
      [1, 1, 'Labs'],
    ]);
  });

  it('loads the stored cart on start for a signed-in buyer', async () => {
    const session = createSessionStore();
    signIn(session);
    const cart = createCartStore();
    const { api, calls } = fakeApi(() => [served(4, 2)]);
    syncCartWithServer({ session, cart, api, delayMs: 1 });
    await flush();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET cart']);
    expect(cart.getState().lines.map((l) => [l.id, l.quantity])).toEqual([[4, 2]]);
    expect(cart.getState().lines[0]).toMatchObject({ discountPrice: 360, category: 'Oscilloscopes', brand: 'Keysight' });
    expect(cart.getState().lines[0]).not.toHaveProperty('manufacturer');
  });

  it('sends the cart once after a burst of changes, and not the answers it applies', async () => {
    const session = createSessionStore();
    signIn(session);
    const cart = createCartStore();
    const { api, calls } = fakeApi((c) => (c.method === 'GET' ? [] : (c.lines ?? []).map((l) => served(l.id, l.quantity))));
    syncCartWithServer({ session, cart, api, delayMs: 20 });
    await flush();
    cart.getState().add(product(1));
    cart.getState().add(product(2));
    cart.getState().increment(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: 'cart',
        lines: [
          { id: 1, quantity: 2 },
          { id: 2, quantity: 1 },
        ],
      },
    ]);
  });

  it('drops lines the server no longer lists', async () => {
    const session = createSessionStore();
    signIn(session);
    const cart = createCartStore();
    const { api } = fakeApi((c) => (c.method === 'PUT' ? [served(2, 1)] : []));
    syncCartWithServer({ session, cart, api, delayMs: 5 });
    await flush();
    cart.getState().add(product(1));
    cart.getState().add(product(2));
    await new Promise((r) => setTimeout(r, 30));
    expect(cart.getState().lines.map((l) => l.id)).toEqual([2]);
  });

  it('stops sending after logout', async () => {
    const session = createSessionStore();
    signIn(session);
    const cart = createCartStore();
    const { api, calls } = fakeApi(() => []);
    syncCartWithServer({ session, cart, api, delayMs: 5 });
    await flush();
    session.getState().signOut();
    cart.getState().add(product(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });
});

describe('server cart sync across page loads', () => {
  it('sends a change left unsent by the last page instead of loading the stored cart', async () => {
    const session = createSessionStore();
    signIn(session);
    const cart = createCartStore();
    const { api, calls } = fakeApi((c) => (c.method === 'GET' ? [] : (c.lines ?? []).map((l) => served(l.id, l.quantity))));
    const stop = syncCartWithServer({ session, cart, api, delayMs: 10_000 });
    await flush();
    cart.getState().add(product(1));
    stop(); // the page went away before the timer fired
    const { api: nextApi, calls: nextCalls } = fakeApi((c) => (c.lines ?? []).map((l) => served(l.id, l.quantity)));
    syncCartWithServer({ session, cart: createCartStore(), api: nextApi, delayMs: 5 });
    await flush();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    expect(nextCalls).toEqual([{ method: 'PUT', path: 'cart', lines: [{ id: 1, quantity: 1 }] }]);
    expect(localStorage.getItem('cart-sync-pending')).toBeNull();
  });

  it('flushes a waiting change when the page is hidden', async () => {
    const session = createSessionStore();
    signIn(session);
    const cart = createCartStore();
    const { api, calls } = fakeApi(() => []);
    syncCartWithServer({ session, cart, api, delayMs: 10_000 });
    await flush();
    cart.getState().add(product(3));
    window.dispatchEvent(new Event('pagehide'));
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: 'cart', lines: [{ id: 3, quantity: 1 }] });
  });
});
