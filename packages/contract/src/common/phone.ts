import * as v from 'valibot';

export const phoneMessages = { required: 'Phone is required.', invalid: 'Phone number is not valid' } as const;
/** docs/product.md §9: a phone number has at least 8 digits. */
export const phoneMinDigits = 8;

/** Counts the digits of a phone number as typed ('+1 (555) 010-2030' → 11). */
export const phoneDigits = (s: string): number => s.replace(/\D/g, '').length;

/** docs/product.md §5 phone: required, at least 8 digits, only phone characters. */
export const phoneField = v.pipe(
  v.string(phoneMessages.required),
  v.trim(),
  v.nonEmpty(phoneMessages.required),
  v.regex(/^\+?[\d\s().-]+$/, phoneMessages.invalid),
  v.check((s) => phoneDigits(s) >= phoneMinDigits && phoneDigits(s) <= 15, phoneMessages.invalid),
);
