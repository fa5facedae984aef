import * as v from 'valibot';
import { changePasswordMessages, confirmPasswordField, newPasswordField, passwordsMatch } from '../common/password';
import { verificationCodeField } from '../common/verification-code';
import { loginSchema } from './login';
import { forgotPasswordSchema } from './reset-password';

/** The admin sign-in form; docs/product.md §5 login: 'Invalid Email.', 'Email is required.', 'Password is required.'. */
export const adminLoginFormSchema = v.pick(loginSchema, ['username', 'password']);

/** The admin forgot-password view's first step: the account's email. */
export const adminForgotEmailFormSchema = v.pick(forgotPasswordSchema, ['username']);

/** Its second step: the mailed 4-digit code and the new password twice (change-password rules). */
export const adminResetCodeFormSchema = v.pipe(
  v.object({ code: verificationCodeField, newPassword: newPasswordField, confirmPassword: confirmPasswordField }),
  v.forward(v.partialCheck([['newPassword'], ['confirmPassword']], passwordsMatch, changePasswordMessages.mismatch), ['confirmPassword']),
);
