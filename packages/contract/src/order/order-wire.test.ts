import * as v from 'valibot';
import { orderSaveFromWire, orderSaveSchema } from './order-save';
import { orderSaveToWire } from './order';
import { orderFromWire, orderToWire } from './order';
import { orderSchema } from './order-schema';

const wireOrder = v.parse(orderSchema, {
  id: 1,
  ordernumber: 'XO-1001',
  orderdate: '2026-11-01T10:00:00.000Z',
  orderstatus: 'New Order',
  paymentStatus: 'Unpaid',
  total: 150,
  deliveryaddress: 'Leave at dock 3',
  postcode: 'Wire transfer',
  product: [{ productname: 'Meter', price: 100, quantity: 1 }],
  buyerAccountData: { id: 2, firstname: 'Ann', lastname: 'Lee' },
  sellerAccountData: { id: 3 },
});

describe('order wire names (docs/glossary.md)', () => {
  it("reads the wire's postcode as the payment method, and writes it back", () => {
    const order = orderFromWire(wireOrder);
    expect(order.paymentMethod).toBe('Wire transfer');
    expect(order).not.toHaveProperty('postcode');
    expect(orderToWire(order)).toEqual(wireOrder);
  });
  it("sends the form's payment method as order/save's postcode, and reads it back", () => {
    const body = orderSaveToWire({ product: [{ id: 5, quantity: 2 }], paymentMethod: 'Net 30', total: 200 });
    expect(body).toEqual({ product: [{ id: 5, quantity: 2 }], postcode: 'Net 30', total: 200 });
    expect(orderSaveFromWire(v.parse(orderSaveSchema, body))).toMatchObject({ paymentMethod: 'Net 30' });
    expect(orderSaveFromWire(v.parse(orderSaveSchema, body))).not.toHaveProperty('postcode');
  });
});
