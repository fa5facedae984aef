import * as v from 'valibot';
import { loginSchema } from '../auth/login';
import { signupSchema } from '../auth/signup';
import { emailField } from './email';
import { requiredText } from './text';
import { fieldErrors, issueMessages, validate } from './validate';

describe('validate', () => {
  it('reports a missing email as "Email is required."', () => {
    const r = validate(loginSchema, { password: 'x', type: 'buyer' });
    expect(r).toEqual({ success: false, errors: ['Email is required.'], fieldErrors: { username: 'Email is required.' } });
  });

  it('reports an empty email as "Email is required." and a malformed one as "Invalid Email."', () => {
    expect(validate(loginSchema, { username: '', password: 'x', type: 'buyer' })).toMatchObject({ errors: ['Email is required.'] });
    expect(validate(loginSchema, { username: 'nobody', password: 'x', type: 'buyer' })).toMatchObject({ errors: ['Invalid Email.'] });
  });

  it('gives every missing field its own text, one per field, in field order', () => {
    const r = validate(loginSchema, { type: 'buyer' });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.errors).toEqual(['Email is required.', 'Password is required.']);
  });

  it('returns the parsed output on success', () => {
    const r = validate(loginSchema, { username: ' ann@example.com ', password: 'secret', type: 'seller' });
    expect(r).toEqual({ success: true, output: { username: 'ann@example.com', password: 'secret', type: 'seller', rememberMe: false } });
  });

  it('resolves missing keys inside nested objects, arrays, optional wrappers and unions', () => {
    const inner = v.object({ email: emailField() });
    const schema = v.object({
      a: inner,
      list: v.array(inner),
      maybe: v.optional(inner),
      either: v.union([inner, v.object({ name: requiredText('Name is required') })]),
    });
    const r = v.safeParse(schema, { a: {}, list: [{}], maybe: {}, either: {} });
    expect(r.success).toBe(false);
    const byField = fieldErrors(schema, r.issues ?? []);
    expect(byField['a.email']).toBe('Email is required.');
    expect(byField['list.0.email']).toBe('Email is required.');
    expect(byField['maybe.email']).toBe('Email is required.');
    expect(issueMessages(schema, r.issues ?? [])).toContain('Email is required.');
  });

  it("keeps valibot's text when the path leaves the schema", () => {
    const schema = v.object({ a: v.string() });
    const r = v.safeParse(schema, {});
    expect(issueMessages(schema, r.issues ?? [])).toEqual(['Invalid type: Expected string but received undefined']);
  });

  it('reports a missing sign-up field with its docs/product.md §5 text', () => {
    const r = validate(signupSchema, {});
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(r.fieldErrors.firstName).toBe('First Name is required.');
      expect(r.fieldErrors.phone).toBe('Phone is required.');
      expect(r.fieldErrors.password).toBe('Password is required.');
      expect(r.fieldErrors.username).toBe('Email is required.');
    }
  });
});
