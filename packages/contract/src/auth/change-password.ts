import * as v from 'valibot';
import { confirmPasswordField, newPasswordField, oldPasswordField, passwordsMatch, changePasswordMessages } from '../common/password';

/** The change-password dialog of buyer, seller and admin (docs/product.md §5). */
export const changePasswordFormSchema = v.pipe(
  v.object({ oldPassword: oldPasswordField, newPassword: newPasswordField, confirmPassword: confirmPasswordField }),
  v.forward(v.partialCheck([['newPassword'], ['confirmPassword']], passwordsMatch, changePasswordMessages.mismatch), ['confirmPassword']),
);
export type ChangePasswordForm = v.InferOutput<typeof changePasswordFormSchema>;

/** POST auth/buyer-change-password and auth/seller-change-password body. */
export const changePasswordSchema = v.pipe(
  v.object({
    oldPassword: oldPasswordField,
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
    accountType: v.picklist(['Buyer', 'Seller']),
    id: v.number(),
  }),
  v.forward(v.partialCheck([['newPassword'], ['confirmPassword']], passwordsMatch, changePasswordMessages.mismatch), ['confirmPassword']),
);
export type ChangePassword = v.InferOutput<typeof changePasswordSchema>;

/** POST admin/admin-change-password body. */
export const adminChangePasswordSchema = v.pipe(
  v.object({ oldPassword: oldPasswordField, newPassword: newPasswordField, confirmPassword: confirmPasswordField, id: v.number() }),
  v.forward(v.partialCheck([['newPassword'], ['confirmPassword']], passwordsMatch, changePasswordMessages.mismatch), ['confirmPassword']),
);
export type AdminChangePassword = v.InferOutput<typeof adminChangePasswordSchema>;

/** Answer of the three change-password calls: the notice text and a fresh token for this session (all others end). */
export const passwordChangedResponseSchema = v.object({ message: v.string(), authToken: v.string() });
export type PasswordChangedResponse = v.InferOutput<typeof passwordChangedResponseSchema>;
