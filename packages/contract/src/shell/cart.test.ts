import { lineTotal } from '../order/order-total';
import { cartTotal, type CartLine } from './cart';

const line = (price: number, discountPrice: number | '', quantity: number): CartLine => ({
  id: price,
  productname: 'p',
  price,
  discountPrice,
  quantity,
  sellerid: 1,
});

describe('cart totals (docs/product.md §9)', () => {
  it('uses the discount price when set, else the price, times quantity', () => {
    expect(lineTotal(line(100, '', 2))).toBe(200);
    expect(lineTotal(line(100, 80, 3))).toBe(240);
  });
  it('sums the lines', () => {
    expect(cartTotal([line(100, '', 2), line(50, 40, 1)])).toBe(240);
    expect(cartTotal([])).toBe(0);
  });
});
