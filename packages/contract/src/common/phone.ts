import * as v from 'valibot';
import { phoneDigits, phoneMessages, phoneMinDigits } from '@xchange/contract/core';

/** docs/product.md §5 phone: required, at least 8 digits, only phone characters. */
export const phoneField = v.pipe(
  v.string(phoneMessages.required),
  v.trim(),
  v.nonEmpty(phoneMessages.required),
  v.regex(/^\+?[\d\s().-]+$/, phoneMessages.invalid),
  v.check((s) => phoneDigits(s) >= phoneMinDigits && phoneDigits(s) <= 15, phoneMessages.invalid),
);
