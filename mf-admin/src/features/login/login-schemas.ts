import * as v from 'valibot';
import {
  changePasswordMessages,
  confirmPasswordField,
  forgotPasswordSchema,
  loginSchema,
  newPasswordField,
  passwordsMatch,
  verificationCodeField,
} from '@xchange/contract';

/** SPEC §5 login: 'Invalid Email.', 'Email is required.', 'Password is required.'. */
export const adminLoginFormSchema = v.pick(loginSchema, ['username', 'password']);

/** The forgot-password view's first step: the account's email. */
export const forgotEmailSchema = v.pick(forgotPasswordSchema, ['username']);

/** Its second step: the mailed 4-digit code and the new password twice (change-password rules). */
export const resetFormSchema = v.pipe(
  v.object({ code: verificationCodeField, newPassword: newPasswordField, confirmPassword: confirmPasswordField }),
  v.forward(v.partialCheck([['newPassword'], ['confirmPassword']], passwordsMatch, changePasswordMessages.mismatch), ['confirmPassword']),
);
