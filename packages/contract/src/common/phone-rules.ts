export const phoneMessages = { required: 'Phone is required.', invalid: 'Phone number is not valid' } as const;
/** docs/product.md §9: a phone number has at least 8 digits. */
export const phoneMinDigits = 8;
/** docs/product.md §9: phone inputs start on this country. */
export const defaultPhoneCountry = 'us';

/** Counts the digits of a phone number as typed ('+1 (555) 010-2030' → 11). */
export const phoneDigits = (s: string): number => s.replace(/\D/g, '').length;
