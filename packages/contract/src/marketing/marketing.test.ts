import { validate } from '../common/validate';
import { leaseApplicationSchema, leaseCalculatorSchema } from './lease';
import { monthlyLeasePayment } from './lease-terms';
import { newsletterSignupSchema } from './newsletter';

describe('monthlyLeasePayment', () => {
  it('repays the price less the residual as an annuity', () => {
    // $50,000 over 36 months at 6% a year with a $5,000 buy-out: same as a spreadsheet PMT(0.5%, 36, -50000, 5000)
    expect(monthlyLeasePayment({ price: 50_000, termMonths: 36, annualRate: 6, residual: 5_000 })).toBe(1393.99);
    expect(monthlyLeasePayment({ price: 10_000, termMonths: 12, annualRate: 12, residual: 0 })).toBe(888.49);
  });
  it('divides evenly when the rate is zero', () => {
    expect(monthlyLeasePayment({ price: 12_000, termMonths: 24, annualRate: 0, residual: 2_400 })).toBe(400);
  });
  it('costs less per month with a larger residual or a longer term', () => {
    const base = { price: 30_000, termMonths: 36 as const, annualRate: 8, residual: 0 };
    expect(monthlyLeasePayment({ ...base, residual: 6_000 })).toBeLessThan(monthlyLeasePayment(base));
    expect(monthlyLeasePayment({ ...base, termMonths: 60 })).toBeLessThan(monthlyLeasePayment(base));
  });
});

describe('lease calculator input', () => {
  it('reads typed text as numbers', () => {
    const r = validate(leaseCalculatorSchema, { price: '25000', termMonths: '48', annualRate: '7.5', residual: '' });
    expect(r).toMatchObject({ success: true, output: { price: 25000, termMonths: 48, annualRate: 7.5, residual: 0 } });
  });
  it('explains each wrong value', () => {
    expect(validate(leaseCalculatorSchema, { price: '', termMonths: 7, annualRate: '45', residual: '-1' })).toMatchObject({
      errors: expect.arrayContaining([
        'Equipment price is required.',
        'Choose a lease term.',
        'Enter a yearly rate between 0 and 30%.',
        'Enter a residual value of $0 or more.',
      ]),
    });
    expect(validate(leaseCalculatorSchema, { price: 1000, termMonths: 12, annualRate: 5, residual: 1000 })).toMatchObject({
      errors: ['The residual value must be lower than the price.'],
    });
  });
});

describe('lease application', () => {
  const good = {
    fullName: 'Ann Lee',
    company: 'Acme Labs',
    email: 'ann@acme.test',
    phone: '+1 555 010 2030',
    equipment: 'Keysight N9020B analyser',
    price: '42000',
    termMonths: 36,
  };
  it('accepts a complete application with optional notes', () => {
    expect(validate(leaseApplicationSchema, good)).toMatchObject({ success: true, output: { price: 42000, notes: '' } });
  });
  it('uses the docs/product.md §5 texts for shared fields', () => {
    expect(validate(leaseApplicationSchema, {})).toMatchObject({
      errors: expect.arrayContaining([
        'Full Name is required.',
        'Company Name is required.',
        'Email is required.',
        'Phone is required.',
        'Tell us which equipment you want to lease.',
      ]),
    });
    expect(validate(leaseApplicationSchema, { ...good, email: 'ann@', phone: '123' })).toMatchObject({
      errors: ['Invalid Email.', 'Phone number is not valid'],
    });
  });
});

describe('newsletter sign-up', () => {
  it('needs a valid email', () => {
    expect(validate(newsletterSignupSchema, { email: '' })).toMatchObject({ errors: ['Email is required.'] });
    expect(validate(newsletterSignupSchema, { email: 'x@' })).toMatchObject({ errors: ['Invalid Email.'] });
    expect(validate(newsletterSignupSchema, { email: ' a@b.co ' })).toMatchObject({ success: true, output: { email: 'a@b.co' } });
  });
});
