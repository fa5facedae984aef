import * as v from 'valibot';

/** docs/product.md §9: verification codes have 4 digits. */
export const verificationCodeLength = 4;
export const codeMessages = { required: 'Code is required', invalid: 'Enter a valid 4-digit code' } as const;

/** docs/product.md §5 4-digit code (sign-up verification and password reset). */
export const verificationCodeField = v.pipe(
  v.string(codeMessages.required),
  v.trim(),
  v.nonEmpty(codeMessages.required),
  v.regex(/^\d{4}$/, codeMessages.invalid),
);
