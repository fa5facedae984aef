import * as v from 'valibot';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { promotionFormSchema } from '../admin/promotion';
import { adminResetCodeFormSchema } from '../auth/admin-login-forms';
import { changePasswordFormSchema } from '../auth/change-password';
import { signupFormSchema } from '../auth/signup';
import { productEditFormSchema } from '../product/product-form';
import { formResolver } from './form-resolver';

type Schema = v.GenericSchema<FieldValues> | v.GenericSchemaAsync<FieldValues>;
type Options = ResolverOptions<FieldValues>;

const options = (more: Partial<Options> = {}): Options => ({ fields: {}, shouldUseNativeValidation: undefined, ...more });
const resolve = (schema: Schema, values: FieldValues, opts: Options = options()) => formResolver(schema)(values, undefined, opts);
const reference = (schema: Schema, values: FieldValues, opts: Options = options()) => valibotResolver(schema)(values, undefined, opts);

const input = (name: string) => Object.assign(document.createElement('input'), { name });
/** The `fields` react-hook-form hands a resolver: each registered field's `_f`, nested by its name. */
function fieldsFor(names: string[]): Options['fields'] {
  const fields: Record<string, unknown> = {};
  for (const name of names) {
    const keys = name.split('.');
    let node = fields;
    keys.slice(0, -1).forEach((key, i) => (node = (node[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {}) as Record<string, unknown>));
    node[keys.at(-1)!] = { ref: input(name), name };
  }
  return fields as Options['fields'];
}

const required = (message: string) => v.pipe(v.string(), v.nonEmpty(message));

const messages = (errors: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, (error as { message: string }).message]));

describe('formResolver', () => {
  it('shows every field error and the cross-field one on the same Save: change password', async () => {
    const { errors } = await resolve(changePasswordFormSchema, { oldPassword: '', newPassword: 'abc', confirmPassword: 'abd' });
    expect(messages(errors)).toEqual({
      oldPassword: 'Please enter old password',
      newPassword: 'Password must have at least 8 characters',
      confirmPassword: 'Passwords does not match',
    });
  });

  it('shows every field error and the cross-field one on the same Save: promotion', async () => {
    const values = { sellerId: '', companyName: '', startdate: '05-10-2026', enddate: '05-01-2026' };
    const { errors } = await resolve(promotionFormSchema('active'), values);
    expect(messages(errors)).toEqual({
      sellerId: 'Seller is required',
      companyName: 'Company is required',
      enddate: 'End Date must be later than or equal to Start Date',
    });
  });

  it('nests errors by the issue path and leaves valid fields out', async () => {
    const schema = v.object({
      name: required('Name is required.'),
      address: v.object({ city: required('City is required.'), zip: v.string() }),
    });
    const { values, errors } = await resolve(schema, { name: 'Ann', address: { city: '', zip: '1' } });
    expect(values).toEqual({});
    expect(errors).toEqual({ address: { city: { type: 'non_empty', message: 'City is required.' } } });
  });

  it('puts item errors in arrays and an error of the list itself on its root', async () => {
    const qty = v.pipe(v.number(), v.minValue(1, 'At least one.'));
    const schema = v.object({ lines: v.pipe(v.array(v.object({ qty })), v.minLength(2, 'Add two lines.')) });
    const items = await resolve(schema, { lines: [{ qty: 1 }, { qty: 0 }] });
    expect(Array.isArray(items.errors.lines)).toBe(true);
    expect(items.errors).toEqual({ lines: [undefined, { qty: { type: 'min_value', message: 'At least one.' } }] });

    const fields = fieldsFor(['lines.0.qty']);
    const list = await resolve(schema, { lines: [{ qty: 1 }] }, options({ fields, names: ['lines.0.qty'] }));
    expect(list.errors).toEqual({ lines: { root: { type: 'min_length', message: 'Add two lines.' } } });
  });

  it("keeps a field's first message when several issues point at it", async () => {
    const code = v.object({ code: v.pipe(v.string(), v.length(4, 'Enter the 4 digits.')) });
    const digits = v.object({ code: v.pipe(v.string(), v.digits('Digits only.')) });
    const { errors } = await resolve(v.intersect([code, digits]), { code: 'ab' });
    expect(errors).toEqual({ code: { type: 'length', message: 'Enter the 4 digits.' } });
  });

  it("collects every message under types with criteriaMode 'all', the first still the message", async () => {
    const schema = v.object({ code: v.pipe(v.string(), v.length(4, 'Enter the 4 digits.'), v.digits('Digits only.')) });
    const { errors } = await resolve(schema, { code: 'ab' }, options({ criteriaMode: 'all' }));
    expect(errors).toEqual({
      code: { type: 'length', message: 'Enter the 4 digits.', types: { length: 'Enter the 4 digits.', digits: 'Digits only.' } },
    });
  });

  it('hands on the parsed output, transformations applied', async () => {
    const schema = v.object({ price: v.pipe(v.string(), v.transform(Number)), name: v.pipe(v.string(), v.trim()) });
    await expect(resolve(schema, { price: '12.5', name: ' Ann ' })).resolves.toEqual({ values: { price: 12.5, name: 'Ann' }, errors: {} });
  });

  it('runs async schemas', async () => {
    const taken = v.pipeAsync(
      v.string(),
      v.checkAsync(async (name) => name !== 'ann', 'That name is taken.'),
    );
    const schema = v.objectAsync({ name: taken });
    expect((await resolve(schema, { name: 'ann' })).errors).toEqual({ name: { type: 'check', message: 'That name is taken.' } });
    expect((await resolve(schema, { name: 'bob' })).values).toEqual({ name: 'bob' });
  });

  it("points each error at its field's element", async () => {
    const fields = fieldsFor(['address.city']);
    const { errors } = await resolve(
      v.object({ address: v.object({ city: required('City is required.') }) }),
      { address: { city: '' } },
      options({ fields }),
    );
    const city = (fields.address as unknown as { city: { ref: HTMLInputElement } }).city.ref;
    expect(errors).toStrictEqual({ address: { city: { type: 'non_empty', message: 'City is required.', ref: city } } });
  });
});

const goodPassword = 'Abcdef1!';
const cases: [string, Schema, FieldValues[]][] = [
  [
    'change password',
    changePasswordFormSchema,
    [
      { oldPassword: '', newPassword: '', confirmPassword: '' },
      // a mismatch beside another field's error is where ours departs: valibotResolver aborts pipes early (tests above)
      { oldPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' },
      { oldPassword: 'old', newPassword: goodPassword, confirmPassword: 'Abcdef1?' },
      { oldPassword: 'old', newPassword: goodPassword, confirmPassword: goodPassword },
    ],
  ],
  [
    'admin reset code',
    adminResetCodeFormSchema,
    [
      { code: '12', newPassword: goodPassword, confirmPassword: '' },
      { code: '1234', newPassword: goodPassword, confirmPassword: goodPassword },
    ],
  ],
  [
    'promotion (active tab)',
    promotionFormSchema('active'),
    [
      { sellerId: '', sellername: '', companyName: '', startdate: '', enddate: '' },
      { sellerId: '3', sellername: 'Ann Lee', companyName: 'Acme', startdate: '05-10-2026', enddate: '05-01-2026' },
      { sellerId: '3', sellername: 'Ann Lee', companyName: 'Acme', startdate: '13-40-2026', enddate: '05-01-2026' },
      { sellerId: '3', sellername: 'Ann Lee', companyName: ' Acme ', startdate: '05-01-2026', enddate: '05-10-2026' },
    ],
  ],
  [
    'product',
    productEditFormSchema,
    [
      { productname: '', description: '', price: '', discountPrice: '', category: '', brand: '', tags: '' },
      {
        productname: 'Lathe',
        description: 'A  lathe',
        price: '100',
        discountPrice: '120',
        category: 'Lathe',
        brand: 'Acme',
        tags: 'a, b',
      },
      {
        productname: 'Lathe',
        description: 'A lathe',
        price: '100',
        discountPrice: '90',
        category: 'Lathe',
        brand: 'Acme',
        tags: 'a, b',
      },
    ],
  ],
  [
    'sign-up',
    signupFormSchema,
    [
      {
        firstName: '',
        lastName: '',
        company: '',
        phone: '',
        address: '',
        username: 'x',
        password: 'a',
        tnc: false,
        continent: '',
        country: '',
        type: 'buyer',
        phoneCountry: 'us',
      },
      {
        firstName: ' Ann ',
        lastName: 'Lee',
        company: 'Acme   Labs',
        phone: '+1 555 010 2030',
        address: '1 Main St',
        username: 'ann@example.com',
        password: goodPassword,
        tnc: true,
        latitude: 39.8,
        longitude: -89.6,
        continent: 'North America',
        country: 'United States',
        type: 'seller',
        phoneCountry: 'us',
      },
    ],
  ],
];

describe.each(cases)("formResolver gives valibotResolver's result: %s form", (_name, schema, inputs) => {
  it('with the defaults, and each input fails or passes as expected', async () => {
    for (const values of inputs) expect(await resolve(schema, values)).toStrictEqual(await reference(schema, values));
    expect((await resolve(schema, inputs.at(-1)!)).errors).toEqual({});
    expect(Object.keys((await resolve(schema, inputs[0]!)).errors).length).toBeGreaterThan(0);
  });

  it("with registered fields and criteriaMode 'all'", async () => {
    for (const values of inputs) {
      const fields = fieldsFor(Object.keys(values));
      const opts = options({ fields, names: Object.keys(values), criteriaMode: 'all' });
      expect(await resolve(schema, values, opts)).toStrictEqual(await reference(schema, values, opts));
    }
  });

  it('with shouldUseNativeValidation: the same messages on the same elements', async () => {
    for (const values of inputs) {
      const ours = fieldsFor(Object.keys(values));
      const theirs = fieldsFor(Object.keys(values));
      const elements = (fields: Options['fields']) => Object.keys(values).map((name) => fields[name]!.ref as HTMLInputElement);
      const shown = (fields: Options['fields']) => elements(fields).map((el) => el.validationMessage);
      const reported = { ours: 0, theirs: 0 };
      for (const el of elements(ours)) el.addEventListener('invalid', () => reported.ours++);
      for (const el of elements(theirs)) el.addEventListener('invalid', () => reported.theirs++);
      const result = await resolve(schema, values, options({ fields: ours, shouldUseNativeValidation: true }));
      expect(result).toStrictEqual(await reference(schema, values, options({ fields: theirs, shouldUseNativeValidation: true })));
      expect(shown(ours)).toEqual(shown(theirs));
      expect(reported.ours).toBe(reported.theirs);
      if (Object.keys(result.errors).length) expect(reported.ours).toBeGreaterThan(0);
    }
  });
});
