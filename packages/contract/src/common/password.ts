import * as v from 'valibot';
import { passwordMaxLength, passwordMinLength } from '@xchange/contract/core';

export const signupPasswordMessages = {
  required: 'Password is required.',
  min: 'Password must be at least 8 characters long.',
  classes: 'Password must contain at least one number and one special character.',
  max: `Password must be at most ${passwordMaxLength} characters.`,
} as const;

export type PasswordClass = 'digit' | 'lowercase' | 'uppercase';

/** docs/product.md §5 change-password text naming the missing character class. */
export const passwordClassMessage = (cls: PasswordClass): string => `Your password must have at least 1 ${cls} character`;

export const changePasswordMessages = {
  oldRequired: 'Please enter old password',
  required: 'Please enter a password',
  min: 'Password must have at least 8 characters',
  digit: passwordClassMessage('digit'),
  lowercase: passwordClassMessage('lowercase'),
  uppercase: passwordClassMessage('uppercase'),
  confirmRequired: 'Please re-type your password',
  mismatch: 'Passwords does not match',
  max: signupPasswordMessages.max,
} as const;

/** A password that only has to be present (login). */
export const loginPasswordField = v.pipe(
  v.string(signupPasswordMessages.required),
  v.nonEmpty(signupPasswordMessages.required),
  v.maxLength(passwordMaxLength, signupPasswordMessages.max),
);

/** docs/product.md §5 sign-up password: at least 8, one digit and one of !@#$%^&*. */
export const signupPasswordField = v.pipe(
  v.string(signupPasswordMessages.required),
  v.nonEmpty(signupPasswordMessages.required),
  v.minLength(passwordMinLength, signupPasswordMessages.min),
  v.check((s) => /\d/.test(s) && /[!@#$%^&*]/.test(s), signupPasswordMessages.classes),
  v.maxLength(passwordMaxLength, signupPasswordMessages.max),
);

/** docs/product.md §5 change-password new password: at least 8 with a digit, a lowercase and an uppercase letter. */
export const newPasswordField = v.pipe(
  v.string(changePasswordMessages.required),
  v.nonEmpty(changePasswordMessages.required),
  v.minLength(passwordMinLength, changePasswordMessages.min),
  v.regex(/\d/, changePasswordMessages.digit),
  v.regex(/[a-z]/, changePasswordMessages.lowercase),
  v.regex(/[A-Z]/, changePasswordMessages.uppercase),
  v.maxLength(passwordMaxLength, changePasswordMessages.max),
);

export const oldPasswordField = v.pipe(
  v.string(changePasswordMessages.oldRequired),
  v.nonEmpty(changePasswordMessages.oldRequired),
  v.maxLength(passwordMaxLength, changePasswordMessages.max),
);

export const confirmPasswordField = v.pipe(
  v.string(changePasswordMessages.confirmRequired),
  v.nonEmpty(changePasswordMessages.confirmRequired),
);

/** True when the confirmation repeats the new password (forward it to confirmPassword). */
export const passwordsMatch = (i: { newPassword: string; confirmPassword: string }): boolean => i.newPassword === i.confirmPassword;
