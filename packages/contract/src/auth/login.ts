import * as v from 'valibot';
import { emailField } from '../common/email';
import { loginPasswordField } from '../common/password';
import { sessionUserSchema } from '../profile/profile';

/** POST auth/buyer, auth/seller, auth/admin body (docs/product.md §5 login rules); rememberMe lengthens the session. */
export const loginSchema = v.object({
  username: emailField(),
  password: loginPasswordField,
  type: v.picklist(['buyer', 'seller', 'admin']),
  rememberMe: v.optional(v.boolean(), false),
});
export type LoginInput = v.InferInput<typeof loginSchema>;
export type Login = v.InferOutput<typeof loginSchema>;

/** Sign-in answer of login, sign-up and verification: the profile and the JWT (stored as 'Bearer …'). */
export const authResponseSchema = v.object({ data: sessionUserSchema, authToken: v.string() });
export type AuthResponse = v.InferOutput<typeof authResponseSchema>;
