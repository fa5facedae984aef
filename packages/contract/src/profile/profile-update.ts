import * as v from 'valibot';
import { emailField } from '../common/email';
import { phoneField } from '../common/phone';
import { requiredText } from '../common/text';

export const profileMessages = {
  firstname: 'First Name is required.',
  lastname: 'Last Name is required.',
  address: 'Address is required.',
  company: 'Company Name is required.',
  name: 'Name is required.',
} as const;

/** Addresses come from place autocomplete and may run past the 50-character text limit. */
export const addressMaxLength = 200;

/** SPEC §5 profile form and PUT buyerprofile/update, sellerprofile/update body. */
export const profileUpdateSchema = v.object({
  username: emailField(),
  firstname: requiredText(profileMessages.firstname),
  lastname: requiredText(profileMessages.lastname),
  phone: phoneField,
  address: requiredText(profileMessages.address, addressMaxLength),
  company: requiredText(profileMessages.company),
});
export type ProfileUpdateInput = v.InferInput<typeof profileUpdateSchema>;
export type ProfileUpdate = v.InferOutput<typeof profileUpdateSchema>;

/** POST admin/profile body: the admin's display name. */
export const adminProfileUpdateSchema = v.object({ name: requiredText(profileMessages.name) });
export type AdminProfileUpdate = v.InferOutput<typeof adminProfileUpdateSchema>;
