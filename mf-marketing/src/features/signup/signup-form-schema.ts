import * as v from 'valibot';
import type { Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { phoneMessages, signupEntries, type InferInput, type InferOutput } from '@xchange/contract';
import { isRealPhoneNumber } from './phone';

/** The contract's sign-up rules plus the picked phone country. */
export const signupFormSchema = v.object({ ...signupEntries, type: v.picklist(['buyer', 'seller']), phoneCountry: v.string() });

export type SignupFormInput = InferInput<typeof signupFormSchema>;
export type SignupFormValues = InferOutput<typeof signupFormSchema>;

const base = valibotResolver(signupFormSchema);

/** Validates with the contract, then checks that the phone is a real number of the picked country (libphonenumber). */
export const signupResolver: Resolver<SignupFormInput, unknown, SignupFormValues> = async (values, context, options) => {
  const result = await base(values, context, options);
  if (result.errors.phone || isRealPhoneNumber(values.phone, values.phoneCountry)) return result;
  return { values: {}, errors: { ...result.errors, phone: { type: 'phone', message: phoneMessages.invalid } } };
};
