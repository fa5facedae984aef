import * as v from 'valibot';
import { emailField } from '../common/email';
import { changePasswordMessages, confirmPasswordField, newPasswordField, passwordsMatch } from '../common/password';
import { verificationCodeField } from '../common/verification-code';

const accountType = v.picklist(['buyer', 'seller', 'admin']);

/** POST auth/forgot-password body: mails a 4-digit reset code. */
export const forgotPasswordSchema = v.object({ username: emailField(), type: accountType });
export type ForgotPassword = v.InferOutput<typeof forgotPasswordSchema>;

/** POST auth/reset-password body: the mailed code and the new password (change-password rules). */
export const resetPasswordSchema = v.pipe(
  v.object({
    username: emailField(),
    type: accountType,
    code: verificationCodeField,
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  }),
  v.forward(v.partialCheck([['newPassword'], ['confirmPassword']], passwordsMatch, changePasswordMessages.mismatch), ['confirmPassword']),
);
export type ResetPasswordInput = v.InferInput<typeof resetPasswordSchema>;
export type ResetPassword = v.InferOutput<typeof resetPasswordSchema>;
