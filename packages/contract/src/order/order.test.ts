import * as v from 'valibot';
import { validate } from '../common/validate';
import { sellerOrdersQuerySchema, updateOrderStatusSchema } from './order-query';
import { orderSaveSchema, placeOrderFormSchema } from './order-save';
import { isHistoryOrder, orderStatusLabels, orderStatuses, paymentStatuses } from './order';
import { orderSchema } from './order-schema';
import { firstPicture, monthValue } from './dashboard-figures';
import { sellerDashboardSchema } from './seller-dashboard';

const order = {
  id: 1,
  ordernumber: 'XO-1001',
  orderdate: '2026-11-01T10:00:00.000Z',
  orderstatus: 'New Order',
  paymentStatus: 'Unpaid',
  total: 150,
  deliveryaddress: 'Leave at dock 3',
  postcode: 'Wire transfer',
  product: [{ productname: 'Meter', price: 100, discountprice: 75, quantity: 2, primaryfile: { url: '/media/m.jpg' } }],
  buyerAccountData: { id: 2, firstname: 'Ann', lastname: 'Lee', username: 'ann@example.com', company: 'Acme', address: '1 Main' },
  sellerAccountData: { id: 3, firstname: 'Sam', lastname: 'Ray', username: 'sam@example.com', company: 'Labs' },
};

describe('order', () => {
  it('has the docs/product.md §4 statuses and labels', () => {
    expect(orderStatuses).toEqual(['New Order', 'Completed', 'Shipped', 'Cancelled']);
    expect(orderStatusLabels['New Order']).toBe('In Progress');
    expect(paymentStatuses).toEqual(['Paid', 'Unpaid']);
  });
  it('parses an order with buyer and seller data', () => {
    const o = v.parse(orderSchema, order);
    expect(o.buyerAccountData.firstname).toBe('Ann');
    expect(o.orderStatusComments).toBeNull();
  });
  it('refuses an unknown status', () => expect(v.is(orderSchema, { ...order, orderstatus: 'Lost' })).toBe(false));
  it("keeps 'New Order' out of the buyer history", () => {
    expect(isHistoryOrder({ orderstatus: 'New Order' })).toBe(false);
    expect(isHistoryOrder({ orderstatus: 'Shipped' })).toBe(true);
  });
});

describe('placing an order (docs/product.md §5: notes at most 500, nothing required)', () => {
  it('accepts empty notes and payment method', () => {
    expect(v.parse(placeOrderFormSchema, {})).toEqual({ notes: '', paymentMethod: '' });
  });
  it('limits notes to 500 characters', () => {
    expect(validate(placeOrderFormSchema, { notes: 'n'.repeat(500) }).success).toBe(true);
    expect(validate(placeOrderFormSchema, { notes: 'n'.repeat(501) })).toMatchObject({ errors: ['Notes must be at most 500 characters.'] });
  });
  it('needs at least one cart line with a quantity of at least 1', () => {
    const save = { product: [{ id: 5, quantity: 2, productname: 'Meter' }], deliveryaddress: 'dock', postcode: 'card', total: 200 };
    expect(v.parse(orderSaveSchema, save).product[0]).toEqual({ id: 5, quantity: 2, productname: 'Meter' });
    expect(validate(orderSaveSchema, { ...save, product: [] })).toMatchObject({ errors: ['No Items Found in Cart'] });
    expect(v.is(orderSaveSchema, { ...save, product: [{ id: 5, quantity: 0 }] })).toBe(false);
  });
});

describe('seller orders', () => {
  it('filters by status tab and sorts by buyer first name', () => {
    expect(v.parse(sellerOrdersQuerySchema, { status: 'Shipped' })).toEqual({
      page: 1,
      size: 5,
      sortOrder: 'asc',
      sortBy: 'buyerAccountData.firstname',
      status: 'Shipped',
    });
    expect(v.is(sellerOrdersQuerySchema, { status: 'In Progress' })).toBe(false);
  });
  it('updates one row', () => {
    const u = { orderid: 1, comments: '  packed  ', orderStatus: 'Completed', paymentStatus: 'Paid', sellerid: 3 };
    expect(v.parse(updateOrderStatusSchema, u).comments).toBe('packed');
    expect(v.is(updateOrderStatusSchema, { ...u, paymentStatus: 'Partly' })).toBe(false);
  });
});

describe('seller dashboard', () => {
  const months = Array.from({ length: 12 }, (_, i) => ({ [`m${i}`]: i }));
  it('needs 12 months per chart', () => {
    const d = {
      todaySale: 1,
      monthlySale: 2,
      lastMonthSale: 3,
      totalSale: 4,
      annualSale: months,
      dailyOrders: 1,
      monthlyOrders: 2,
      lastMonthlyOrders: 3,
      totalOrders: 4,
      annualOrders: months,
    };
    expect(v.is(sellerDashboardSchema, d)).toBe(true);
    expect(v.is(sellerDashboardSchema, { ...d, annualOrders: months.slice(1) })).toBe(false);
  });
  it('reads single-value months and the first picture', () => {
    expect(monthValue({ Mar: 1200 })).toBe(1200);
    expect(monthValue({})).toBe(0);
    expect(firstPicture('/a.jpg, /b.jpg')).toBe('/a.jpg');
  });
});
