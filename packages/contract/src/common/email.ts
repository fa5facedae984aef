import * as v from 'valibot';

export const emailMessages = { required: 'Email is required.', invalid: 'Invalid Email.' } as const;

/** An email input (trimmed); docs/product.md §5 texts by default, other texts for the contact form. */
export const emailField = (required: string = emailMessages.required, invalid: string = emailMessages.invalid) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.email(invalid), v.maxLength(254, invalid));
