import * as v from 'valibot';
import { emailField } from '../common/email';
import { requiredText } from '../common/text';

export const contactMessages = {
  name: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  message: 'Message is required',
  messageMax: 'Message must be at most 2000 characters.',
} as const;

/** The contact form and POST contact body (docs/product.md §5). */
export const contactFormSchema = v.object({
  name: requiredText(contactMessages.name),
  email: emailField(contactMessages.emailRequired, contactMessages.emailInvalid),
  message: requiredText(contactMessages.message, 2000, contactMessages.messageMax),
});
export type ContactFormInput = v.InferInput<typeof contactFormSchema>;
export type ContactForm = v.InferOutput<typeof contactFormSchema>;
