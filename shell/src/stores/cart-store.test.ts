import type { CartProduct } from '@xchange/contract';
import { createCartStore } from './cart-store';

const product = (id: number): CartProduct => ({ id, productname: `Scope ${id}`, price: 100 * id, discountprice: '', sellerid: 3 });
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
    expect(JSON.parse(localStorage.getItem('cart')!)).toHaveLength(2);
    expect(ids(createCartStore())).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(counts.slice(-2)).toEqual([1, 2]);
  });
});
