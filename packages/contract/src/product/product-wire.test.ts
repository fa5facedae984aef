import * as v from 'valibot';
import { cartLineFromWire } from '../shell/cart';
import { cartLinesResponseSchema } from '../order/cart-sync';
import { orderFromWire, orderToWire } from '../order/order';
import { orderSchema } from '../order/order-schema';
import { lookupsFromWire } from '../shop/catalog';
import { lookupsSchema } from '../shop/lookups';
import { validate } from '../common/validate';
import { productEditFormSchema, productFormSchema } from './product-form';
import { productFormToWire } from './product';
import { productUpdateSchema } from './product-payloads';
import { productUpdateToWire } from './product';
import { productFromWire, productToWire } from './product';
import { productSchema } from './product-schema';

const wireProduct = v.parse(productSchema, {
  id: 4,
  productname: 'Oscilloscope',
  description: 'Four channels',
  price: 1200,
  discountprice: 999,
  sellinginstrument: 'Test & Measurement',
  manufacturer: 'Tektronix',
  sellerid: 3,
});

describe('product wire names (docs/glossary.md)', () => {
  it('reads sellinginstrument as category, manufacturer as brand, discountprice as discountPrice, and writes them back', () => {
    const product = productFromWire(wireProduct);
    expect(product).toMatchObject({ category: 'Test & Measurement', brand: 'Tektronix', discountPrice: 999 });
    for (const wire of ['sellinginstrument', 'manufacturer', 'discountprice']) expect(product).not.toHaveProperty(wire);
    expect(productToWire(product)).toEqual(wireProduct);
  });
  it('reads a stored cart line the same way and keeps its quantity', () => {
    const [line] = v.parse(cartLinesResponseSchema, [{ ...wireProduct, quantity: 2 }]);
    expect(cartLineFromWire(line!)).toEqual({ ...productFromWire(wireProduct), quantity: 2 });
  });
  it("maps an order's lines, and writes them back", () => {
    const wire = v.parse(orderSchema, {
      id: 1,
      ordernumber: 'XO-1',
      orderdate: '2026-11-01T10:00:00.000Z',
      orderstatus: 'New Order',
      paymentStatus: 'Unpaid',
      total: 999,
      deliveryaddress: '',
      postcode: '',
      product: [{ productname: 'Meter', price: 1200, discountprice: 999, quantity: 1, sellinginstrument: 'Meters', manufacturer: 'Fluke' }],
      buyerAccountData: { id: 2, firstname: 'Ann', lastname: 'Lee' },
      sellerAccountData: { id: 3 },
    });
    const order = orderFromWire(wire);
    expect(order.product[0]).toMatchObject({ category: 'Meters', brand: 'Fluke', discountPrice: 999 });
    expect(order.product[0]).not.toHaveProperty('manufacturer');
    expect(orderToWire(order)).toEqual(wire);
  });
  it("reads the lookups' manufacturer list as brands", () => {
    const wire = v.parse(lookupsSchema, { manufacturer: ['Fluke'], seller: [], categories: ['Meters'], location: [] });
    expect(lookupsFromWire(wire)).toEqual({ brands: ['Fluke'], seller: [], categories: ['Meters'], location: [] });
  });
});

describe('product form wire names', () => {
  const form = { productname: 'Lathe', description: 'A lathe', price: '100', discountPrice: '90', category: 'Lathes', brand: 'Acme' };
  it('checks the discount under its domain name', () => {
    const r = validate(productEditFormSchema, { ...form, discountPrice: '120' });
    expect(r.success ? {} : r.fieldErrors).toEqual({ discountPrice: 'Discount price cannot be greater than the original price.' });
  });
  it("sends the form under savewithfiles' and product/update's wire names, which the wire schemas accept", () => {
    const r = validate(productEditFormSchema, form);
    if (!r.success) throw new Error('the form should be valid');
    const body = productFormToWire(r.output);
    expect(body).toEqual({
      productname: 'Lathe',
      description: 'A lathe',
      price: 100,
      discountprice: 90,
      sellinginstrument: 'Lathes',
      manufacturer: 'Acme',
      condition: 'Used',
      tags: [],
      // what the form sends for the facts a seller left alone (docs/product.md §2.9)
      grade: null,
      gradeNote: '',
      hoursOfUse: null,
      accessories: '',
      warrantyDays: 0,
      calibrated: false,
      calibrationDate: null,
      calibrationDue: null,
      calibrationLab: '',
      calibrationAccreditation: '',
      modelNumber: '',
      serialNumber: '',
      year: null,
      shipping: 'freight-quote',
      shippingPrice: null,
      leadTimeDays: null,
      returnsDays: 0,
      paymentTerms: [],
      specs: {},
    });
    expect(v.parse(productFormSchema, body)).toEqual(body);
    const update = productUpdateToWire({ ...r.output, id: 7, primaryfile: null, productfiles: [], calibrationCertificate: '' });
    expect(v.parse(productUpdateSchema, update)).toEqual({
      ...body,
      id: 7,
      primaryfile: null,
      productfiles: [],
      calibrationCertificate: '',
    });
  });
});
