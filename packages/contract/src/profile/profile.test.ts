import * as v from 'valibot';
import { validate } from '../common/validate';
import { accountStatusQuerySchema } from './account-list';
import { profilePictureSchema } from './profile-picture';
import { adminProfileUpdateSchema, profileUpdateSchema, sellerProfileUpdateSchema } from './profile-update';
import { sessionUserSchema } from './profile';

const profile = {
  username: 'ann@example.com',
  firstname: 'Ann',
  lastname: 'Lee',
  phone: '5550102030',
  address: '1 Main St',
  company: 'Acme',
};

describe('profile form (docs/product.md §5)', () => {
  it('accepts a complete profile', () => expect(validate(profileUpdateSchema, profile).success).toBe(true));
  it('gives the docs/product.md §5 text for each empty field', () => {
    const r = validate(profileUpdateSchema, { username: '', firstname: '', lastname: '', phone: '', address: '', company: '' });
    expect(r.success ? [] : r.errors).toEqual([
      'Email is required.',
      'First Name is required.',
      'Last Name is required.',
      'Phone is required.',
      'Address is required.',
      'Company Name is required.',
    ]);
  });
  it('checks the email form', () => {
    const r = validate(profileUpdateSchema, { ...profile, username: 'ann' });
    expect(r.success ? [] : r.errors).toEqual(['Invalid Email.']);
  });
  it('admin profile needs a name', () => {
    expect(validate(adminProfileUpdateSchema, { name: ' ' })).toMatchObject({ errors: ['Name is required.'] });
  });
});

describe("seller's preferred shipping method", () => {
  const seller = { ...profile, preferredShipping: '  Freight on pallet,\n FedEx   Ground for small items ' };
  it('is collapsed and trimmed', () => {
    expect(v.parse(sellerProfileUpdateSchema, seller).preferredShipping).toBe('Freight on pallet, FedEx Ground for small items');
  });
  it('is optional and may be empty', () => {
    expect(v.parse(sellerProfileUpdateSchema, profile)).not.toHaveProperty('preferredShipping');
    expect(v.parse(sellerProfileUpdateSchema, { ...profile, preferredShipping: '   ' }).preferredShipping).toBe('');
  });
  it('takes up to 200 characters and says so past that', () => {
    expect(validate(sellerProfileUpdateSchema, { ...profile, preferredShipping: 'x'.repeat(200) }).success).toBe(true);
    expect(validate(sellerProfileUpdateSchema, { ...profile, preferredShipping: 'x'.repeat(201) })).toMatchObject({
      errors: ['Preferred shipping method must be at most 200 characters.'],
    });
  });
  it("is not part of a buyer's form", () => {
    expect(v.parse(profileUpdateSchema, seller)).not.toHaveProperty('preferredShipping');
  });
});

describe('stored session user', () => {
  it('accepts buyer, seller and admin data', () => {
    expect(v.is(sessionUserSchema, { id: 1, ...profile, profilePhoto: null })).toBe(true);
    expect(v.is(sessionUserSchema, { id: 2, name: 'Admin', authuser: 'admin@example.com' })).toBe(true);
    expect(v.is(sessionUserSchema, { firstname: 'no id' })).toBe(false);
  });
});

describe('profile picture and account status', () => {
  it('accepts only JPEG pictures', () => {
    expect(v.is(profilePictureSchema, new Blob(['x'], { type: 'image/jpeg' }))).toBe(true);
    expect(validate(profilePictureSchema, new Blob(['x'], { type: 'image/png' }))).toMatchObject({
      errors: ['Only JPEG pictures are accepted.'],
    });
  });
  it('reads the account status query', () => {
    expect(v.parse(accountStatusQuerySchema, { id: '3', status: 'false' })).toEqual({ id: 3, status: false });
  });
});
