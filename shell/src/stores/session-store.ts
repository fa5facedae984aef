import { createStore } from 'zustand';
import { emit, signedInAs, storageKeys, userTypes } from '@xchange/contract/core';
import type { SessionState, SessionStore, SessionUser, UserType } from '@xchange/contract';
import { rememberCookies } from '@xchange/contract/core';
import { deleteCookie, setCookie } from './cookies';

type Stored = Pick<SessionState, 'token' | 'data' | 'type'>;

const bearer = (token: string) => (token.startsWith('Bearer ') ? token : `Bearer ${token}`);

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

/** Reads token, data and type exactly as docs/product.md §3 stores them. */
export function readSession(storage: Storage): Stored {
  const type = storage.getItem(storageKeys.type);
  return {
    token: storage.getItem(storageKeys.token),
    data: parseUser(storage.getItem(storageKeys.data)),
    type: userTypes.includes(type as UserType) ? (type as UserType) : null,
  };
}

/** The shell's session store over localStorage; remotes get it through ShellContext. */
export function createSessionStore(win: Window = window): SessionStore {
  const storage = win.localStorage;
  const store = createStore<SessionState>()((set) => ({
    ...readSession(storage),
    signIn: ({ authToken, data, type, remember }) => {
      const token = bearer(authToken);
      storage.setItem(storageKeys.data, JSON.stringify(data));
      storage.setItem(storageKeys.token, token);
      storage.setItem(storageKeys.type, type);
      if (remember) {
        setCookie(win.document, rememberCookies.token, token);
        setCookie(win.document, rememberCookies.remember, 'true');
      }
      set({ token, data, type });
    },
    updateData: (data) => {
      storage.setItem(storageKeys.data, JSON.stringify(data));
      set({ data });
    },
    signOut: () => {
      // docs/product.md §4: logout clears all local storage, not only the session keys.
      storage.clear();
      deleteCookie(win.document, rememberCookies.token);
      deleteCookie(win.document, rememberCookies.remember);
      set({ token: null, data: null, type: null });
    },
  }));

  store.subscribe((next, prev) => {
    if (signedInAs(next) !== signedInAs(prev) || next.token !== prev.token) emit('xchange:session-changed', { type: signedInAs(next) });
  });

  // Another tab signed in or out: follow it (key null = storage.clear()).
  win.addEventListener('storage', (e) => {
    if (e.storageArea !== storage) return;
    if (e.key === null || Object.values<string>(storageKeys).includes(e.key)) store.setState(readSession(storage));
  });
  return store;
}
