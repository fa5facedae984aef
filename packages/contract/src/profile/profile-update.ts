import * as v from 'valibot';
import { addressMaxLength, preferredShippingMaxLength } from '@xchange/contract/core';
import { emailField } from '../common/email';
import { phoneField } from '../common/phone';
import { requiredText, textField } from '../common/text';
import { aboutField } from '../review/about';

export const profileMessages = {
  firstname: 'First Name is required.',
  lastname: 'Last Name is required.',
  address: 'Address is required.',
  company: 'Company Name is required.',
  name: 'Name is required.',
} as const;

/** docs/product.md §5 profile form and PUT buyerprofile/update, sellerprofile/update body. */
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

export const preferredShippingMessages = {
  tooLong: `Preferred shipping method must be at most ${preferredShippingMaxLength} characters.`,
} as const;

/** PUT sellerprofile/update body: the profile form plus the seller's preferred shipping method and storefront About (each kept when absent). */
export const sellerProfileUpdateSchema = v.object({
  ...profileUpdateSchema.entries,
  preferredShipping: v.optional(textField(preferredShippingMaxLength, preferredShippingMessages.tooLong)),
  about: v.optional(aboutField),
});
export type SellerProfileUpdateInput = v.InferInput<typeof sellerProfileUpdateSchema>;
export type SellerProfileUpdate = v.InferOutput<typeof sellerProfileUpdateSchema>;

/** POST admin/profile body: the admin's display name. */
export const adminProfileUpdateSchema = v.object({ name: requiredText(profileMessages.name) });
export type AdminProfileUpdate = v.InferOutput<typeof adminProfileUpdateSchema>;
