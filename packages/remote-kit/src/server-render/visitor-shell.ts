import { createStore } from 'zustand';
import type { KyInstance } from 'ky';
import type { CartState, SessionState, ShellContext } from '@xchange/contract';

const ignore = () => undefined;

/**
 * The shell's services as the server sees a page: a visitor (a session lives in the browser's storage), an empty cart,
 * and the API reached over `api`. Nothing is navigated or announced while rendering.
 */
export function visitorShell(api: KyInstance): ShellContext {
  const session = createStore<SessionState>()(() => ({
    token: null,
    data: null,
    type: null,
    signIn: ignore,
    updateData: ignore,
    signOut: ignore,
  }));
  const cart = createStore<CartState>()(() => ({
    lines: [],
    add: ignore,
    increment: ignore,
    decrement: ignore,
    setQuantity: ignore,
    remove: ignore,
    clear: ignore,
  }));
  return { session, cart, api, notify: ignore, navigate: ignore, launched: true, takeEarly: () => undefined };
}
