import * as v from 'valibot';
import { addressMaxLength, continents } from '@xchange/contract/core';
import { emailField } from '../common/email';
import { signupPasswordField } from '../common/password';
import { phoneField } from '../common/phone';
import { requiredText } from '../common/text';
import { profileMessages } from '../profile/profile-update';

export const signupMessages = {
  firstName: profileMessages.firstname,
  lastName: profileMessages.lastname,
  company: profileMessages.company,
  address: profileMessages.address,
  continent: 'Continent is required.',
  country: 'Country is required.',
  tnc: 'Please accept the terms and conditions.',
} as const;

const coordinate = (limit: number) => v.optional(v.nullable(v.pipe(v.number(), v.minValue(-limit), v.maxValue(limit))));

/** Sign-up entries shared by buyer and seller (docs/product.md §3 payload, §5 rules). */
export const signupEntries = {
  firstName: requiredText(signupMessages.firstName),
  lastName: requiredText(signupMessages.lastName),
  company: requiredText(signupMessages.company),
  phone: phoneField,
  address: requiredText(signupMessages.address, addressMaxLength),
  username: emailField(),
  password: signupPasswordField,
  tnc: v.literal(true, signupMessages.tnc),
  latitude: coordinate(90),
  longitude: coordinate(180),
  continent: v.picklist(continents, signupMessages.continent),
  country: requiredText(signupMessages.country),
};

/** The sign-up form: either type. */
export const signupSchema = v.object({ ...signupEntries, type: v.picklist(['buyer', 'seller']) });
export type SignupInput = v.InferInput<typeof signupSchema>;
export type Signup = v.InferOutput<typeof signupSchema>;

/** The sign-up form: the payload plus the phone input's picked country, which the number must belong to. */
export const signupFormSchema = v.object({ ...signupEntries, type: v.picklist(['buyer', 'seller']), phoneCountry: v.string() });
export type SignupFormInput = v.InferInput<typeof signupFormSchema>;
export type SignupFormValues = v.InferOutput<typeof signupFormSchema>;

/** POST signup/buyer body. */
export const signupBuyerSchema = v.object({ ...signupEntries, type: v.literal('buyer') });
/** POST signup/seller body. */
export const signupSellerSchema = v.object({ ...signupEntries, type: v.literal('seller') });
