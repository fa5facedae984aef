import { lineTotal, orderTotal } from './order-total';

describe('order totals', () => {
  it('prices a line at its discount when there is one', () => {
    expect(lineTotal({ price: 100, discountPrice: '', quantity: 2 })).toBe(200);
    expect(lineTotal({ price: 100, discountPrice: 80, quantity: 3 })).toBe(240);
  });

  it('sums the lines to the cent', () => {
    expect(
      orderTotal([
        { price: 0.1, discountPrice: '', quantity: 1 },
        { price: 0.2, discountPrice: '', quantity: 1 },
      ]),
    ).toBe(0.3);
    expect(
      orderTotal([
        { price: 100, discountPrice: '', quantity: 2 },
        { price: 50, discountPrice: 40, quantity: 1 },
      ]),
    ).toBe(240);
    expect(orderTotal([])).toBe(0);
  });
});
