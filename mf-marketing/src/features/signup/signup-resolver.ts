import type { Resolver } from 'react-hook-form';
import { phoneMessages } from '@xchange/contract/core';
import { formResolver, signupFormSchema } from '@xchange/contract/forms';
import type { SignupFormInput, SignupFormValues } from '@xchange/contract';
import { isRealPhoneNumber } from './phone';

const base = formResolver(signupFormSchema);

/** Validates with the contract, then checks that the phone is a real number of the picked country (libphonenumber). */
export const signupResolver: Resolver<SignupFormInput, unknown, SignupFormValues> = async (values, context, options) => {
  const result = await base(values, context, options);
  if (result.errors.phone || isRealPhoneNumber(values.phone, values.phoneCountry)) return result;
  return { values: {}, errors: { ...result.errors, phone: { type: 'phone', message: phoneMessages.invalid } } };
};
