import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Order } from '@xchange/contract';
import { newOrderMail } from './new-order-mail.ts';

const line = (over: Partial<Order['product'][number]>): Order['product'][number] => ({
  id: 7,
  productname: 'Spectrum Analyzer',
  price: 1300,
  discountPrice: '',
  quantity: 1,
  category: 'RF Test Equipment',
  brand: 'Anritsu',
  primaryfile: { url: '/media/spectrum.jpg', fileType: 'image' },
  productfiles: [],
  ...over,
});

const order: Order = {
  id: 41,
  ordernumber: 'XO-1041',
  orderdate: '2026-03-05T15:00:00.000Z',
  orderstatus: 'New Order',
  paymentStatus: 'Unpaid',
  orderStatusComments: '',
  total: 2750.5,
  deliveryaddress: '',
  paymentMethod: '',
  notes: '',
  product: [line({ discountPrice: 1250, quantity: 2 }), line({ id: 8, productname: 'Probe', price: 250.5 })],
  buyerAccountData: { id: 5, firstname: 'Zoe', lastname: 'Park', company: 'Park Labs', username: 'zoe@park.test', address: '1 Elm St' },
  sellerAccountData: { id: 3, firstname: 'Jane', lastname: 'Doe', company: 'Doe Instruments', username: 'jane@doe.test' },
  history: [],
};

test('the new-order mail prices each line at its discount and prints amounts as the site does', () => {
  const mail = newOrderMail(order, { publicUrl: 'https://xchange.test', supportEmail: 'support@xchange.test' });
  assert.match(mail.text, /2 × Spectrum Analyzer at \$1,250 = \$2,500\n/);
  assert.match(mail.text, /1 × Probe at \$250\.50 = \$250\.50\n/);
  assert.match(mail.text, /Order total: \$2,750\.50\n/);
});
