import type { OrderWire } from '@xchange/contract';

/** An order as the API answers it, for component tests. */
export const sampleOrder = (over: Partial<OrderWire> = {}): OrderWire => ({
  id: 41,
  ordernumber: 'XO-1041',
  orderdate: '2026-03-05T15:00:00.000Z',
  orderstatus: 'New Order',
  paymentStatus: 'Unpaid',
  orderStatusComments: '',
  total: 1250,
  deliveryaddress: '9 Harbor Road, Boston',
  postcode: 'Wire transfer within 30 days',
  notes: 'Please ship on a pallet.',
  product: [
    {
      id: 7,
      productname: 'Spectrum Analyzer',
      price: 1300,
      discountprice: 1250,
      quantity: 1,
      sellinginstrument: 'RF Test Equipment',
      manufacturer: 'Anritsu',
      primaryfile: { url: '/media/spectrum.jpg', fileType: 'image' },
      productfiles: [],
    },
  ],
  buyerAccountData: { id: 5, firstname: 'Zoe', lastname: 'Park', company: 'Park Labs', username: 'zoe@park.test', address: '1 Elm St' },
  sellerAccountData: { id: 3, firstname: 'Jane', lastname: 'Doe', company: 'Doe Instruments', username: 'jane@doe.test' },
  history: [],
  ...over,
});
