import * as v from 'valibot';

export const codeMessages = { required: 'Code is required', invalid: 'Enter a valid 4-digit code' } as const;

/** docs/product.md §5 4-digit code (sign-up verification and password reset). */
export const verificationCodeField = v.pipe(
  v.string(codeMessages.required),
  v.trim(),
  v.nonEmpty(codeMessages.required),
  v.regex(/^\d{4}$/, codeMessages.invalid),
);
