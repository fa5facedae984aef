import { validate } from '../common/validate';
import { contactFormSchema } from './contact';

describe('contact form (docs/product.md §5)', () => {
  it('requires name, email and message', () => {
    expect(validate(contactFormSchema, {})).toMatchObject({ errors: ['Name is required', 'Email is required', 'Message is required'] });
    expect(validate(contactFormSchema, { name: ' ', email: '', message: '' })).toMatchObject({
      errors: ['Name is required', 'Email is required', 'Message is required'],
    });
  });
  it("reports a malformed email as 'Invalid email address'", () => {
    expect(validate(contactFormSchema, { name: 'Ann', email: 'ann@', message: 'Hello' })).toMatchObject({
      errors: ['Invalid email address'],
    });
  });
  it('accepts a complete message', () => {
    expect(validate(contactFormSchema, { name: 'Ann', email: 'ann@example.com', message: 'Do you rent scopes?' }).success).toBe(true);
  });
});
