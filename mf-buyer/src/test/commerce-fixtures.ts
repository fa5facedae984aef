import type { CartLine, OrderWire, ProductWire } from '@xchange/contract';

export const buyer = { type: 'buyer' as const, data: { id: 7, firstname: 'Ada', lastname: 'Lovelace', username: 'ada@lab.test' } };

export const scope: CartLine = {
  id: 11,
  productname: 'Keysight DSOX3034A Oscilloscope',
  description: '350 MHz, 4 channels',
  price: 9000,
  discountPrice: 8500,
  sellerid: 3,
  category: 'Oscilloscopes',
  brand: 'Keysight',
  primaryfile: { url: '/media/dsox.jpg', fileType: 'image' },
  seller: { id: 3, firstname: 'Sam', lastname: 'Allen', company: 'Allen Instruments' },
  quantity: 2,
};

export const meter: CartLine = {
  id: 12,
  productname: 'Fluke 87V True-RMS',
  description: 'Handheld meter',
  price: 450,
  discountPrice: '',
  sellerid: 4,
  category: 'Multimeters',
  brand: 'Fluke',
  primaryfile: null,
  quantity: 1,
};

export const product = (over: Partial<ProductWire> & { id: number; productname: string }): ProductWire =>
  ({
    description: 'A calibrated instrument',
    price: 1000,
    discountprice: '',
    sellinginstrument: 'Oscilloscopes',
    manufacturer: 'Tektronix',
    tags: [],
    featured: true,
    sellerid: 5,
    address: 'Austin, TX, USA',
    location: 'Austin, TX, USA',
    primaryfile: null,
    productfiles: [],
    ...over,
  }) as ProductWire;

export const order = (over: Partial<OrderWire> & { id: number }): OrderWire => ({
  ordernumber: `XC-2026-${String(over.id).padStart(7, '0')}`,
  orderdate: '2026-11-18T10:00:00.000Z',
  orderstatus: 'New Order',
  paymentStatus: 'Unpaid',
  orderStatusComments: null,
  total: 17000,
  deliveryaddress: '9 Dock Rd, Austin',
  postcode: 'Wire transfer',
  product: [
    {
      productname: 'Keysight DSOX3034A Oscilloscope',
      price: 9000,
      discountprice: 8500,
      quantity: 2,
      sellinginstrument: 'Oscilloscopes',
      manufacturer: 'Keysight',
      primaryfile: null,
      productfiles: [],
    },
  ],
  buyerAccountData: { id: 7, firstname: 'Ada', lastname: 'Lovelace', company: 'Lovelace Labs' },
  sellerAccountData: { id: 3, firstname: 'Sam', lastname: 'Allen', company: 'Allen Instruments' },
  notes: '',
  history: [],
  ...over,
});
