import * as v from 'valibot';
import { emailField } from '../common/email';

/** The coming-soon page's sign-up for launch news. */
export const newsletterSignupSchema = v.object({ email: emailField() });
export type NewsletterSignupInput = v.InferInput<typeof newsletterSignupSchema>;
export type NewsletterSignup = v.InferOutput<typeof newsletterSignupSchema>;

/** What the visitor reads after signing up (also when the address was already on the list). */
export const newsletterThanks = 'Thank you! We will email you when The Xchange Marketplace opens.';
