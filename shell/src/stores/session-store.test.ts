import { signedInAs } from '@xchange/contract';
import { createSessionStore } from './session-store';

const buyer = { id: 7, firstname: 'Ada', lastname: 'Lovelace', username: 'ada@example.com' };

beforeEach(() => {
  localStorage.clear();
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`));
});

describe('session store', () => {
  it('signs in with the docs/product.md §3 storage keys: Bearer token, data JSON and type', () => {
    const store = createSessionStore();
    store.getState().signIn({ authToken: 'abc.def', data: buyer, type: 'buyer' });
    expect(localStorage.getItem('token')).toBe('Bearer abc.def');
    expect(JSON.parse(localStorage.getItem('data')!)).toEqual(buyer);
    expect(localStorage.getItem('type')).toBe('buyer');
    expect(signedInAs(store.getState())).toBe('buyer');
    expect(document.cookie).not.toContain('isRemember');
  });

  it('sets the token and isRemember cookies only with Remember Me', () => {
    createSessionStore().getState().signIn({ authToken: 'Bearer t1', data: buyer, type: 'seller', remember: true });
    expect(localStorage.getItem('token')).toBe('Bearer t1');
    expect(document.cookie).toContain('token=Bearer%20t1');
    expect(document.cookie).toContain('isRemember=true');
  });

  it('reads an existing session and counts as signed in only with both token and data', () => {
    localStorage.setItem('token', 'Bearer x');
    localStorage.setItem('type', 'admin');
    expect(signedInAs(createSessionStore().getState())).toBeNull();
    localStorage.setItem('data', JSON.stringify({ id: 1, name: 'Root' }));
    expect(signedInAs(createSessionStore().getState())).toBe('admin');
    localStorage.setItem('data', '{not json');
    expect(signedInAs(createSessionStore().getState())).toBeNull();
  });

  it('signs out by clearing all local storage and the remember cookies, and says so', () => {
    const store = createSessionStore();
    const seen: unknown[] = [];
    window.addEventListener('xchange:session-changed', (e) => seen.push((e as CustomEvent).detail));
    store.getState().signIn({ authToken: 't', data: buyer, type: 'buyer', remember: true });
    localStorage.setItem('cart', '[]');
    store.getState().signOut();
    expect(localStorage.length).toBe(0);
    expect(document.cookie).not.toContain('isRemember');
    expect(store.getState()).toMatchObject({ token: null, data: null, type: null });
    expect(seen).toEqual([{ type: 'buyer' }, { type: null }]);
  });

  it('follows a sign-out in another tab', () => {
    const store = createSessionStore();
    store.getState().signIn({ authToken: 't', data: buyer, type: 'buyer' });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(signedInAs(store.getState())).toBeNull();
  });

  it('replaces the stored profile on updateData', () => {
    const store = createSessionStore();
    store.getState().signIn({ authToken: 't', data: buyer, type: 'buyer' });
    store.getState().updateData({ ...buyer, firstname: 'Augusta' });
    expect(JSON.parse(localStorage.getItem('data')!).firstname).toBe('Augusta');
  });
});
