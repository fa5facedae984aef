import * as v from 'valibot';
import { validate } from '../common/validate';
import { productFormSchema } from './product-form';
import { featureProductSchema, productUpdateSchema } from './product-payloads';
import { productMediaProblem } from './product-media';
import { discountForForm, effectivePrice } from './product';
import { productSchema } from './product-schema';

const form = {
  productname: 'Oscilloscope',
  description: 'Four channels',
  price: 1200,
  sellinginstrument: 'Test',
  manufacturer: 'Tektronix',
};
const fields = (data: unknown) => {
  const r = validate(productFormSchema, data);
  return r.success ? {} : r.fieldErrors;
};

describe('product form (docs/product.md §5)', () => {
  it('accepts a product without discount; the discount reads as empty', () => {
    const r = validate(productFormSchema, form);
    expect(r.success && r.output).toMatchObject({ ...form, discountprice: '', condition: 'Used', tags: [] });
  });
  it("requires name, description, price, category and brand with 'Required.'", () => {
    expect(fields({})).toEqual({
      productname: 'Required.',
      description: 'Required.',
      price: 'Required.',
      sellinginstrument: 'Required.',
      manufacturer: 'Required.',
    });
    expect(fields({ ...form, productname: '  ', price: '' })).toEqual({ productname: 'Required.', price: 'Required.' });
  });
  it('limits the name to 40 and the description to 100 characters', () => {
    expect(fields({ ...form, productname: 'n'.repeat(41), description: 'd'.repeat(101) })).toEqual({
      productname: 'Product Name must be at most 40 characters.',
      description: 'Description must be at most 100 characters.',
    });
    expect(fields({ ...form, productname: 'n'.repeat(40), description: 'd'.repeat(100) })).toEqual({});
  });
  it("collapses the description's whitespace", () => {
    const r = validate(productFormSchema, { ...form, description: '  two   spaces  ' });
    expect(r.success && r.output.description).toBe('two spaces');
  });
  it("rejects a price below 1 or no number with 'Invalid Price'", () => {
    expect(fields({ ...form, price: 0 })).toEqual({ price: 'Invalid Price' });
    expect(fields({ ...form, price: 'abc' })).toEqual({ price: 'Invalid Price' });
    expect(fields({ ...form, discountprice: 0 })).toEqual({ discountprice: 'Invalid Price' });
    const r = validate(productFormSchema, { ...form, price: '1' });
    expect(r.success && r.output.price).toBe(1);
  });
  it('checks the discount against the price', () => {
    expect(fields({ ...form, discountprice: 1300 })).toEqual({
      discountprice: 'Discount price cannot be greater than the original price.',
    });
    expect(fields({ ...form, discountprice: '1200' })).toEqual({ discountprice: 'Discount price cannot be same as Original price' });
    const r = validate(productFormSchema, { ...form, discountprice: '999' });
    expect(r.success && r.output.discountprice).toBe(999);
    expect(validate(productFormSchema, { ...form, discountprice: '' }).success).toBe(true);
    expect(validate(productFormSchema, { ...form, discountprice: null }).success).toBe(true);
  });
  it('reads tags from a list or from one comma-separated multipart field', () => {
    const r = validate(productFormSchema, { ...form, price: '1200', tags: 'Hitachi,  PMI ,' });
    expect(r.success && r.output.tags).toEqual(['Hitachi', 'PMI']);
    expect(validate(productFormSchema, { ...form, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toMatchObject({
      errors: ['At most 20 tags.'],
    });
  });
  it('applies the same rules to the update payload', () => {
    const r = validate(productUpdateSchema, { ...form, id: '7', discountprice: 1500 });
    expect(r.success ? {} : r.fieldErrors).toEqual({ discountprice: 'Discount price cannot be greater than the original price.' });
    expect(validate(productUpdateSchema, { ...form, id: 7 }).success).toBe(true);
  });
});

describe('product helpers', () => {
  it('pays the discount when set, else the price', () => {
    expect(effectivePrice({ price: 10, discountPrice: '' })).toBe(10);
    expect(effectivePrice({ price: 10, discountPrice: 8 })).toBe(8);
  });
  it('shows a discount equal to the price as empty on edit', () => {
    expect(discountForForm({ price: 10, discountPrice: 10 })).toBe('');
    expect(discountForForm({ price: 10, discountPrice: 8 })).toBe(8);
  });
  it('parses an API product with defaults', () => {
    const p = v.parse(productSchema, { id: 1, ...form, sellerid: 3 });
    expect(p).toMatchObject({ discountprice: '', tags: [], featured: false, primaryfile: null, productfiles: [] });
  });
  it('reads the feature toggle', () => {
    expect(v.parse(featureProductSchema, { featuredStatus: 'true', productid: '5', sellerid: 2 })).toEqual({
      featuredStatus: true,
      productid: 5,
      sellerid: 2,
    });
  });
});

describe('product media checks before sending', () => {
  it('accepts pictures up to 15 MB and videos up to 200 MB, by type', () => {
    const mb = 1024 * 1024;
    expect(productMediaProblem({ type: 'image/jpeg', size: 15 * mb })).toBeUndefined();
    expect(productMediaProblem({ type: 'image/png', size: 15 * mb + 1 })).toBe('Pictures may be at most 15 MB and videos at most 200 MB.');
    expect(productMediaProblem({ type: 'video/webm', size: 200 * mb })).toBeUndefined();
    expect(productMediaProblem({ type: 'video/mp4', size: 200 * mb + 1 })).toBe('Pictures may be at most 15 MB and videos at most 200 MB.');
    expect(productMediaProblem({ type: 'application/x-msdownload', size: 10 })).toBe(
      'Please choose a picture (JPEG, PNG, WebP) or a video (MP4, WebM).',
    );
  });
});
