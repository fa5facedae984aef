import * as v from 'valibot';
import { emailField } from './email';
import { loginPasswordField, newPasswordField, passwordClassMessage, signupPasswordField } from './password';
import { phoneDigits } from './phone-rules';
import { phoneField } from './phone';
import { collapseWhitespace, textMaxLength } from './text-rules';
import { requiredText, textField } from './text';
import { verificationCodeField } from './verification-code';
import { validate } from './validate';

const errorsOf = (schema: v.GenericSchema, value: unknown): string[] => {
  const r = validate(schema, value);
  return r.success ? [] : r.errors;
};

describe('text inputs (docs/product.md §5)', () => {
  it('collapseWhitespace collapses repeated whitespace and trims', () => {
    expect(collapseWhitespace('  a   b \t\n c  ')).toBe('a b c');
    expect(collapseWhitespace('   ')).toBe('');
  });
  it('textField collapses on parse and accepts at most 50 characters', () => {
    expect(v.parse(textField(), '  Acme    Labs ')).toBe('Acme Labs');
    expect(textMaxLength).toBe(50);
    expect(v.is(textField(), 'x'.repeat(50))).toBe(true);
    expect(errorsOf(textField(), 'x'.repeat(51))).toEqual(['Must be at most 50 characters.']);
  });
  it('requiredText treats whitespace-only as empty', () => {
    expect(errorsOf(requiredText('Required.'), '   ')).toEqual(['Required.']);
    expect(errorsOf(requiredText('Required.'), undefined)).toEqual(['Required.']);
  });
});

describe('email', () => {
  it.each([
    ['', 'Email is required.'],
    [undefined, 'Email is required.'],
    ['ann@', 'Invalid Email.'],
    ['ann example.com', 'Invalid Email.'],
  ])('%p → %s', (input, message) => expect(errorsOf(emailField(), input)).toEqual([message]));
  it('accepts a valid address', () => expect(errorsOf(emailField(), 'ann@example.com')).toEqual([]));
});

describe('sign-up password', () => {
  it.each([
    ['', 'Password is required.'],
    ['a1!', 'Password must be at least 8 characters long.'],
    ['abcdefgh', 'Password must contain at least one number and one special character.'],
    ['abcdefg1', 'Password must contain at least one number and one special character.'],
    ['abcdefg!', 'Password must contain at least one number and one special character.'],
  ])('%p → %s', (input, message) => expect(errorsOf(signupPasswordField, input)[0]).toBe(message));
  it.each(['abcdef1!', 'Secret#2024', 'zz9^zzzz'])('accepts %p', (input) => expect(errorsOf(signupPasswordField, input)).toEqual([]));
});

describe('change-password new password', () => {
  it.each([
    ['', 'Please enter a password'],
    ['Ab1', 'Password must have at least 8 characters'],
    ['Abcdefgh', 'Your password must have at least 1 digit character'],
    ['ABCDEFG1', 'Your password must have at least 1 lowercase character'],
    ['abcdefg1', 'Your password must have at least 1 uppercase character'],
  ])('%p → %s', (input, message) => expect(errorsOf(newPasswordField, input)[0]).toBe(message));
  it('accepts a password with all three classes', () => expect(errorsOf(newPasswordField, 'Abcdefg1')).toEqual([]));
  it('names the missing class', () => expect(passwordClassMessage('digit')).toBe('Your password must have at least 1 digit character'));
  it('login password only has to be present', () => {
    expect(errorsOf(loginPasswordField, '')).toEqual(['Password is required.']);
    expect(errorsOf(loginPasswordField, 'x')).toEqual([]);
  });
});

describe('phone', () => {
  it.each([
    ['', 'Phone is required.'],
    [undefined, 'Phone is required.'],
    ['1234567', 'Phone number is not valid'],
    ['call me', 'Phone number is not valid'],
  ])('%p → %s', (input, message) => expect(errorsOf(phoneField, input)).toEqual([message]));
  it.each(['12345678', '+1 (555) 010-2030'])('accepts %p', (input) => expect(errorsOf(phoneField, input)).toEqual([]));
  it('counts digits', () => expect(phoneDigits('+1 (555) 010-2030')).toBe(11));
});

describe('verification code', () => {
  it.each([
    ['', 'Code is required'],
    [undefined, 'Code is required'],
    ['123', 'Enter a valid 4-digit code'],
    ['12345', 'Enter a valid 4-digit code'],
    ['12a4', 'Enter a valid 4-digit code'],
  ])('%p → %s', (input, message) => expect(errorsOf(verificationCodeField, input)).toEqual([message]));
  it('accepts 4 digits', () => expect(v.parse(verificationCodeField, ' 0427 ')).toBe('0427'));
});
