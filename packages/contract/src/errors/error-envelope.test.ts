import { errorCodes, isLoginRequired } from './error-codes';
import { errorTexts, isErrorEnvelope, validationErrorEnvelope } from './error-envelope';

describe('error envelope (docs/product.md §8)', () => {
  it('recognises the envelope', () => {
    expect(isErrorEnvelope({ errors: ['x'], code: 'ERR_NOT_FOUND' })).toBe(true);
    expect(isErrorEnvelope({ message: 'x' })).toBe(false);
  });
  it('shows each error of the list, else the message, else the fallback', () => {
    expect(errorTexts({ errors: ['a', 'b'], code: 'ERR_VALIDATION' }, 'f')).toEqual(['a', 'b']);
    expect(errorTexts({ message: 'Request failed' }, 'f')).toEqual(['Request failed']);
    expect(errorTexts(undefined, 'An unknown error occurred')).toEqual(['An unknown error occurred']);
  });
  it("detects 'Please login to continue.'", () => {
    expect(isLoginRequired({ message: 'Please login to continue.', errors: [], code: 'ERR_UNAUTHENTICATED' })).toBe(true);
    expect(isLoginRequired({ message: 'Nope' })).toBe(false);
  });
  it('wraps validation texts with ERR_VALIDATION', () => {
    expect(validationErrorEnvelope(['Email is required.'])).toEqual({ errors: ['Email is required.'], code: 'ERR_VALIDATION' });
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });
});
