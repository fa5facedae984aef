import { createStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { cartKey, emit } from '@xchange/contract/core';
import type { CartLine, CartState, CartStore } from '@xchange/contract';
import { cartPersistOptions } from './cart-persist';

/** The shell's cart (docs/product.md §4, without the earlier build's replace-the-cart defect), persisted in localStorage 'cart'. */
export function createCartStore(win: Window = window): CartStore {
  const storage = win.localStorage;
  const store = createStore<CartState>()(
    persist((set) => {
      const update = (id: number, f: (l: CartLine) => CartLine | null) =>
        set((s) => ({ lines: s.lines.flatMap((l) => (l.id === id ? (f(l) ?? []) : [l])) }));
      return {
        lines: [],
        add: (product) =>
          set((s) =>
            s.lines.some((l) => l.id === product.id)
              ? { lines: s.lines.map((l) => (l.id === product.id ? { ...l, quantity: l.quantity + 1 } : l)) }
              : { lines: [...s.lines, { ...product, quantity: 1 }] },
          ),
        increment: (id) => update(id, (l) => ({ ...l, quantity: l.quantity + 1 })),
        decrement: (id) => update(id, (l) => (l.quantity <= 1 ? null : { ...l, quantity: l.quantity - 1 })),
        setQuantity: (id, quantity) =>
          update(id, (l) => (!Number.isFinite(quantity) || quantity < 1 ? null : { ...l, quantity: Math.floor(quantity) })),
        remove: (id) => set((s) => ({ lines: s.lines.filter((l) => l.id !== id) })),
        clear: () => set({ lines: [] }),
      };
    }, cartPersistOptions(storage)),
  );

  store.subscribe(({ lines }, prev) => {
    if (lines !== prev.lines) emit('xchange:cart-changed', { count: lines.length, lines });
  });
  // another tab changed the cart: read it without writing it back
  win.addEventListener('storage', (e) => {
    if (e.storageArea === storage && (e.key === null || e.key === cartKey)) void store.persist.rehydrate();
  });
  return store;
}
