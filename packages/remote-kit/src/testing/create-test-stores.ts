import { createStore } from 'zustand';
import type { CartLine, CartState, CartStore, SessionState, SessionStore, SessionUser, UserType } from '@xchange/contract';

/** An in-memory session store with the contract's actions; nothing touches localStorage. */
export function createTestSessionStore(initial?: { type: UserType; data: SessionUser; token?: string }): SessionStore {
  return createStore<SessionState>()((set) => ({
    token: initial ? (initial.token ?? 'Bearer test-token') : null,
    data: initial?.data ?? null,
    type: initial?.type ?? null,
    signIn: ({ authToken, data, type }) => set({ token: authToken, data, type }),
    updateData: (data) => set({ data }),
    signOut: () => set({ token: null, data: null, type: null }),
  }));
}

/** An in-memory cart store with the contract's rules (add +1, decrement removes at 1). */
export function createTestCartStore(lines: CartLine[] = []): CartStore {
  return createStore<CartState>()((set, get) => {
    const update = (id: number, quantity: number) =>
      set((s) => ({
        lines: quantity < 1 ? s.lines.filter((l) => l.id !== id) : s.lines.map((l) => (l.id === id ? { ...l, quantity } : l)),
      }));
    const quantityOf = (s: CartState, id: number) => s.lines.find((l) => l.id === id)?.quantity ?? 0;
    return {
      lines,
      add: (product) =>
        set((s) =>
          s.lines.some((l) => l.id === product.id)
            ? { lines: s.lines.map((l) => (l.id === product.id ? { ...l, quantity: l.quantity + 1 } : l)) }
            : { lines: [...s.lines, { ...product, quantity: 1 }] },
        ),
      increment: (id) => set((s) => ({ lines: s.lines.map((l) => (l.id === id ? { ...l, quantity: l.quantity + 1 } : l)) })),
      decrement: (id) => update(id, quantityOf(get(), id) - 1),
      setQuantity: (id, quantity) => update(id, quantity),
      remove: (id) => set((s) => ({ lines: s.lines.filter((l) => l.id !== id) })),
      clear: () => set({ lines: [] }),
    };
  });
}
