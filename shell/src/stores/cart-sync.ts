import type { KyInstance } from 'ky';
import { call, withoutNotices } from '@xchange/api-client';
import { cartLineFromWire, signedInAs } from '@xchange/contract/core';
import type { CartLine, CartLineWire, CartLinesResponse, CartStore, SessionStore } from '@xchange/contract';

/** Quiet time after the last cart change before it is sent. */
export const cartSyncDelayMs = 600;
/** localStorage flag: this device changed the cart and the server has not confirmed it yet (it wins at the next start). */
export const cartPendingKey = 'cart-sync-pending';

const toLine = (wire: CartLineWire): CartLine => {
  const p = cartLineFromWire(wire);
  return {
    id: p.id,
    productname: p.productname,
    price: p.price,
    discountPrice: p.discountPrice,
    sellerid: p.sellerid,
    description: p.description,
    category: p.category,
    brand: p.brand,
    primaryfile: p.primaryfile ? { url: p.primaryfile.url, fileType: p.primaryfile.fileType } : null,
    ...(p.seller ? { seller: p.seller } : {}),
    quantity: p.quantity,
  };
};
const body = (lines: readonly CartLine[]) => ({ body: { lines: lines.map((l) => ({ id: l.id, quantity: l.quantity })) } });
const same = (a: readonly CartLine[], b: readonly CartLine[]) =>
  a.length === b.length && a.every((l, i) => l.id === b[i]!.id && l.quantity === b[i]!.quantity);

/**
 * Keeps a signed-in buyer's cart on the server so it follows the buyer across devices: loads it on start,
 * merges the local cart at login (POST cart/merge), and sends every change (PUT cart, debounced).
 * Sync failures are quiet: the local cart keeps working and the next change tries again.
 */
export function syncCartWithServer(deps: {
  session: SessionStore;
  cart: CartStore;
  api: KyInstance;
  delayMs?: number;
  win?: Window;
}): () => void {
  const { session, cart, api, delayMs = cartSyncDelayMs, win = window } = deps;
  const storage = win.localStorage;
  const isBuyer = () => signedInAs(session.getState()) === 'buyer';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let applying = false;
  // Bumped on login/logout so an answer for an earlier session is dropped.
  let epoch = 0;

  const apply = (lines: CartLine[]) => {
    applying = true;
    try {
      cart.setState({ lines });
    } finally {
      applying = false;
    }
  };

  const load = async (request: () => Promise<CartLinesResponse>) => {
    const mine = ++epoch;
    const before = cart.getState().lines;
    try {
      const answer = await request();
      // a change made while waiting wins: it is on its way to the server already
      if (mine === epoch && isBuyer() && cart.getState().lines === before) apply(answer.map(toLine));
    } catch {
      // offline or the server refused: keep the local cart
    }
  };

  const push = async (options: { keepalive?: boolean } = {}) => {
    timer = undefined;
    if (!isBuyer()) return;
    const mine = epoch;
    const sent = cart.getState().lines;
    try {
      const answer = await call(api, 'replaceCart', {
        ...body(sent),
        ...withoutNotices,
        ...(options.keepalive ? { keepalive: true } : {}),
      });
      if (timer === undefined && cart.getState().lines === sent) storage.removeItem(cartPendingKey);
      // take the server's view (listings that left the shop drop out) unless the cart changed meanwhile
      if (mine === epoch && isBuyer() && timer === undefined && cart.getState().lines === sent && !same(answer.map(toLine), sent)) {
        apply(answer.map(toLine));
      }
    } catch {
      // the next change, or the next start, sends the whole cart again
    }
  };

  // Leaving the page (reload, link to another site) must not lose a change still waiting for its timer.
  const flush = () => {
    if (!timer) return;
    clearTimeout(timer);
    void push({ keepalive: true });
  };
  win.addEventListener('pagehide', flush);

  const stopCart = cart.subscribe(({ lines }, prev) => {
    if (applying || lines === prev.lines || !isBuyer()) return;
    storage.setItem(cartPendingKey, '1');
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void push(), delayMs);
  });

  const stopSession = session.subscribe((next, prev) => {
    const now = signedInAs(next) === 'buyer';
    const before = signedInAs(prev) === 'buyer';
    if (now === before && next.token === prev.token) return;
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!now) {
      epoch += 1;
      return;
    }
    const local = cart.getState().lines;
    void load(() => call(api, 'mergeCart', { ...body(local), ...withoutNotices }));
  });

  if (isBuyer()) {
    // an unsent change from the last visit wins over the stored cart; otherwise the stored cart (maybe changed elsewhere) wins
    if (storage.getItem(cartPendingKey)) void push();
    else void load(() => call(api, 'cart', withoutNotices));
  }

  return () => {
    win.removeEventListener('pagehide', flush);
    if (timer) clearTimeout(timer);
    stopCart();
    stopSession();
  };
}
