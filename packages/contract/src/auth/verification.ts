import * as v from 'valibot';
import { emailField } from '../common/email';
import { booleanField } from '../common/number';
import { verificationCodeField } from '../common/verification-code';

/** POST signup/buyerVerify?email=&otp= and signup/sellerVerify query. */
export const verifyQuerySchema = v.object({
  email: emailField(),
  otp: verificationCodeField,
  rememberMe: v.optional(booleanField, false),
});
export type VerifyQueryInput = v.InferInput<typeof verifyQuerySchema>;
export type VerifyQuery = v.InferOutput<typeof verifyQuerySchema>;

/** The /verification form (docs/product.md §3: otp, remember me, type). */
export const verificationFormSchema = v.object({
  otp: verificationCodeField,
  rememberMe: v.optional(v.boolean(), false),
  type: v.picklist(['buyer', 'seller']),
});
export type VerificationForm = v.InferOutput<typeof verificationFormSchema>;

/** POST signup/resend-code body: a fresh code for an unverified account. */
export const resendCodeSchema = v.object({ username: emailField(), type: v.picklist(['buyer', 'seller']) });
export type ResendCode = v.InferOutput<typeof resendCodeSchema>;

/** docs/architecture.md §6: codes last 10 minutes and allow 5 wrong tries. */
export const verificationCodeTtlMs = 10 * 60 * 1000;
export const verificationCodeMaxTries = 5;
