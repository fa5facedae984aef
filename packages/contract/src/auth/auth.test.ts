import { validate } from '../common/validate';
import { adminChangePasswordSchema, changePasswordFormSchema, changePasswordSchema } from './change-password';
import { bearer } from './bearer';
import { loginSchema } from './login';
import { forgotPasswordSchema, resetPasswordSchema } from './reset-password';
import { signupBuyerSchema, signupSchema, signupSellerSchema } from './signup';
import { verificationFormSchema, verifyQuerySchema } from './verification';

const fields = (schema: Parameters<typeof validate>[0], data: unknown) => {
  const r = validate(schema, data);
  return r.success ? {} : r.fieldErrors;
};

const signup = {
  firstName: ' Ann ',
  lastName: 'Lee',
  company: 'Acme   Labs',
  phone: '+1 555 010 2030',
  address: '1 Main St, Springfield',
  username: 'ann@example.com',
  password: 'abcdef1!',
  tnc: true,
  latitude: 39.8,
  longitude: -89.6,
  continent: 'North America',
  country: 'United States',
  type: 'buyer',
};

describe('login (docs/product.md §5)', () => {
  it('requires email and password', () => {
    expect(fields(loginSchema, { username: '', password: '', type: 'admin' })).toEqual({
      username: 'Email is required.',
      password: 'Password is required.',
    });
  });
  it('accepts buyer, seller and admin', () => {
    for (const type of ['buyer', 'seller', 'admin'])
      expect(validate(loginSchema, { username: 'a@b.co', password: 'p', type }).success).toBe(true);
  });
  it('stores the token with the Bearer prefix once', () => {
    expect(bearer('abc')).toBe('Bearer abc');
    expect(bearer('Bearer abc')).toBe('Bearer abc');
  });
});

describe('sign-up (docs/product.md §5)', () => {
  it('accepts a complete form and collapses text', () => {
    const r = validate(signupSchema, signup);
    expect(r.success && r.output.company).toBe('Acme Labs');
    expect(r.success && r.output.firstName).toBe('Ann');
  });
  it('gives the docs/product.md §5 text for each empty required field', () => {
    expect(
      fields(signupSchema, { ...signup, firstName: '', lastName: ' ', company: '', phone: '', username: '', password: '' }),
    ).toMatchObject({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      company: 'Company Name is required.',
      phone: 'Phone is required.',
      username: 'Email is required.',
      password: 'Password is required.',
    });
  });
  it('checks phone digits, email form and password strength', () => {
    expect(fields(signupSchema, { ...signup, phone: '555-0101', username: 'ann', password: 'abcdefg1' })).toEqual({
      phone: 'Phone number is not valid',
      username: 'Invalid Email.',
      password: 'Password must contain at least one number and one special character.',
    });
    expect(fields(signupSchema, { ...signup, password: 'a1!' }).password).toBe('Password must be at least 8 characters long.');
  });
  it('requires the terms, address, continent and country', () => {
    expect(fields(signupSchema, { ...signup, tnc: false, address: '', continent: '', country: '' })).toEqual({
      tnc: 'Please accept the terms and conditions.',
      address: 'Address is required.',
      continent: 'Continent is required.',
      country: 'Country is required.',
    });
  });
  it('buyer and seller bodies fix the type', () => {
    expect(validate(signupBuyerSchema, signup).success).toBe(true);
    expect(validate(signupSellerSchema, signup).success).toBe(false);
    expect(validate(signupSellerSchema, { ...signup, type: 'seller' }).success).toBe(true);
  });
});

describe('verification (docs/product.md §5)', () => {
  it('validates the 4-digit code', () => {
    expect(fields(verificationFormSchema, { otp: '', type: 'buyer' })).toEqual({ otp: 'Code is required' });
    expect(fields(verificationFormSchema, { otp: '12', type: 'seller' })).toEqual({ otp: 'Enter a valid 4-digit code' });
    expect(fields(verificationFormSchema, { type: 'seller' })).toEqual({ otp: 'Code is required' });
  });
  it('reads the verify query', () => {
    expect(validate(verifyQuerySchema, { email: 'a@b.co', otp: '1234', rememberMe: 'true' })).toEqual({
      success: true,
      output: { email: 'a@b.co', otp: '1234', rememberMe: true },
    });
  });
});

describe('change password (docs/product.md §5)', () => {
  const good = { oldPassword: 'old', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' };
  it('requires every field', () => {
    expect(fields(changePasswordFormSchema, {})).toEqual({
      oldPassword: 'Please enter old password',
      newPassword: 'Please enter a password',
      confirmPassword: 'Please re-type your password',
    });
  });
  it('needs the confirmation to match', () => {
    expect(fields(changePasswordFormSchema, { ...good, confirmPassword: 'Abcdefg2' })).toEqual({
      confirmPassword: 'Passwords does not match',
    });
    expect(validate(changePasswordFormSchema, good).success).toBe(true);
  });
  it('payloads carry account type and id', () => {
    expect(validate(changePasswordSchema, { ...good, accountType: 'Seller', id: 4 }).success).toBe(true);
    expect(validate(changePasswordSchema, { ...good, accountType: 'Admin', id: 4 }).success).toBe(false);
    expect(validate(adminChangePasswordSchema, { ...good, id: 1 }).success).toBe(true);
  });
});

describe('forgot and reset password', () => {
  it('asks for an email and type', () => {
    expect(fields(forgotPasswordSchema, { username: 'x', type: 'admin' })).toEqual({ username: 'Invalid Email.' });
  });
  it('needs a 4-digit code and a matching strong password', () => {
    const reset = { username: 'a@b.co', type: 'buyer', code: '1234', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' };
    expect(validate(resetPasswordSchema, reset).success).toBe(true);
    expect(fields(resetPasswordSchema, { ...reset, code: '12', newPassword: 'abcdefg1', confirmPassword: 'x' })).toEqual({
      code: 'Enter a valid 4-digit code',
      newPassword: 'Your password must have at least 1 uppercase character',
      confirmPassword: 'Passwords does not match',
    });
    expect(fields(resetPasswordSchema, { ...reset, confirmPassword: 'Abcdefg2' })).toEqual({ confirmPassword: 'Passwords does not match' });
  });
});
