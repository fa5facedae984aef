import type { CartProduct } from '@xchange/contract';
import { createCartStore } from './cart-store';

const product = (id: number): CartProduct => ({ id, productname: `Scope ${id}`, price: 100 * id, discountPrice: '', sellerid: 3 });
const ids = (store: ReturnType<typeof createCartStore>) => store.getState().lines.map((l) => [l.id, l.quantity]);

beforeEach(() => localStorage.clear());

describe('cart store', () => {
  it('appends a new product with quantity 1 and never replaces the cart', () => {
    const cart = createCartStore();
    cart.getState().add(product(1));
    cart.getState().add(product(2));
    expect(ids(cart)).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('adds 1 to an existing line and keeps the others', () => {
    const cart = createCartStore();
    cart.getState().add(product(1));
    cart.getState().add(product(2));
    cart.getState().add(product(1));
    expect(ids(cart)).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('increments, and decrements down to removing a quantity-1 line', () => {
    const cart = createCartStore();
    cart.getState().add(product(1));
    cart.getState().increment(1);
    cart.getState().decrement(1);
    expect(ids(cart)).toEqual([[1, 1]]);
    cart.getState().decrement(1);
    expect(ids(cart)).toEqual([]);
  });

  it('sets a quantity in place, and below 1 removes the line', () => {
    const cart = createCartStore();
    [1, 2, 3].forEach((id) => cart.getState().add(product(id)));
    cart.getState().setQuantity(2, 5);
    expect(ids(cart)).toEqual([
      [1, 1],
      [2, 5],
      [3, 1],
    ]);
    cart.getState().setQuantity(1, 0);
    expect(ids(cart)).toEqual([
      [2, 5],
      [3, 1],
    ]);
  });

  it('removes a line and clears the cart', () => {
    const cart = createCartStore();
    [1, 2].forEach((id) => cart.getState().add(product(id)));
    cart.getState().remove(1);
    expect(ids(cart)).toEqual([[2, 1]]);
    cart.getState().clear();
    expect(ids(cart)).toEqual([]);
  });

  it("persists to localStorage 'cart', restores from it and announces each change", () => {
    const counts: number[] = [];
    window.addEventListener('xchange:cart-changed', (e) => counts.push((e as CustomEvent).detail.count));
    const cart = createCartStore();
    cart.getState().add(product(1));
    cart.getState().add(product(2));
    expect(JSON.parse(localStorage.getItem('cart')!)).toMatchObject({ version: 1, state: { lines: [{ id: 1 }, { id: 2 }] } });
    expect(ids(createCartStore())).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(counts.slice(-2)).toEqual([1, 2]);
  });

  it('keeps a cart saved before the rename, under the new names', () => {
    const saved = [
      {
        id: 4,
        productname: 'Fluke 87V',
        price: 450,
        discountprice: 399,
        sellerid: 3,
        sellinginstrument: 'Multimeters',
        manufacturer: 'Fluke',
        primaryfile: null,
        quantity: 2,
      },
      { id: 5, productname: 'Probe', price: 20, discountprice: '', sellerid: 3, quantity: 1 },
      { id: 'broken', quantity: 1 },
    ];
    localStorage.setItem('cart', JSON.stringify(saved));
    const cart = createCartStore();
    expect(cart.getState().lines).toEqual([
      {
        id: 4,
        productname: 'Fluke 87V',
        price: 450,
        discountPrice: 399,
        sellerid: 3,
        category: 'Multimeters',
        brand: 'Fluke',
        primaryfile: null,
        quantity: 2,
      },
      { id: 5, productname: 'Probe', price: 20, discountPrice: '', sellerid: 3, quantity: 1 },
    ]);
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual({ version: 1, state: { lines: cart.getState().lines } });
  });

  it('starts empty from an unreadable saved cart', () => {
    localStorage.setItem('cart', '{not json');
    expect(createCartStore().getState().lines).toEqual([]);
  });

  it("follows another tab's change without writing it back", () => {
    const cart = createCartStore();
    cart.getState().add(product(1));
    const other = JSON.stringify({ version: 1, state: { lines: [{ ...product(2), quantity: 3 }] } });
    localStorage.setItem('cart', other);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', storageArea: localStorage }));
    expect(ids(cart)).toEqual([[2, 3]]);
    expect(localStorage.getItem('cart')).toBe(other);
  });
});
