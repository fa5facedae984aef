import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { addressMaxLength, phoneMessages, preferredShippingMaxLength, successTexts } from '@xchange/contract/core';
import { reviewLimits } from '@xchange/contract/listings';
import { formResolver, sellerProfileUpdateSchema } from '@xchange/contract/forms';
import type { SellerProfileUpdateInput } from '@xchange/contract';
import { Button, Field, SimpleGrid, Stack, TextInput, Textarea } from '@xchange/ui';
import { useNotify, useSession } from '../../hooks';
import type { AccountProfile, AccountRole } from '../account-role';
import { useUpdateProfile } from '../api/update-profile';
import { joinPhone, splitPhone } from '../phone-number';
import { PhoneField } from './phone-field';

export interface ProfileFormProps {
  role: AccountRole;
  profile: AccountProfile;
  /** The success notice (docs/product.md §8); 'My account is updated' by default. */
  successText?: string;
}

const valuesOf = (role: AccountRole, p: AccountProfile, national: string): SellerProfileUpdateInput => ({
  username: p.username,
  firstname: p.firstname,
  lastname: p.lastname,
  company: p.company,
  phone: national,
  address: p.address,
  ...(role === 'seller' ? { preferredShipping: p.preferredShipping ?? '', about: p.about ?? '' } : {}),
});

const preferredShippingHint = "Shown to buyers on every order, e.g. 'Freight on pallet, FedEx Ground for small items'";

/** docs/product.md §2.5/§2.6 profile form: names, read-only email, company, phone with country, address (a seller adds the preferred shipping method and the storefront's About); Save. */
export function ProfileForm({ role, profile, successText = successTexts.myAccountUpdated }: ProfileFormProps) {
  const [initialPhone] = useState(() => splitPhone(profile.phone));
  const [country, setCountry] = useState(initialPhone.country);
  const notify = useNotify();
  const session = useSession();
  const update = useUpdateProfile(role);
  const { register, handleSubmit, setError, formState } = useForm({
    // The seller schema is the buyer's plus an optional preferredShipping; a buyer's form has no such input, so never sends it.
    resolver: formResolver(sellerProfileUpdateSchema),
    defaultValues: valuesOf(role, profile, initialPhone.national),
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    const phone = joinPhone(values.phone, country);
    if (!phone) {
      setError('phone', { message: phoneMessages.invalid });
      return;
    }
    let saved: AccountProfile;
    try {
      saved = await update.mutateAsync({ ...values, phone });
    } catch {
      return; // the API client has shown the server's reasons
    }
    // docs/product.md §7: the answer replaces the stored user data, so the header greets the new name.
    session.updateData({ ...session.data, ...saved });
    notify({ type: 'success', title: successText });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Profile">
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <TextInput label="First Name" autoComplete="given-name" required error={errors.firstname?.message} {...register('firstname')} />
          <TextInput label="Last Name" autoComplete="family-name" required error={errors.lastname?.message} {...register('lastname')} />
          <TextInput label="Email" type="email" readOnly helperText="Your sign-in email cannot be changed." {...register('username')} />
          <TextInput label="Company Name" autoComplete="organization" required error={errors.company?.message} {...register('company')} />
        </SimpleGrid>
        <PhoneField country={country} onCountryChange={setCountry} required error={errors.phone?.message} {...register('phone')} />
        <TextInput
          label="Address"
          autoComplete="street-address"
          maxLength={addressMaxLength}
          required
          error={errors.address?.message}
          {...register('address')}
        />
        {role === 'seller' && (
          <TextInput
            label="Preferred shipping method"
            maxLength={preferredShippingMaxLength}
            helperText={preferredShippingHint}
            error={errors.preferredShipping?.message}
            {...register('preferredShipping')}
          />
        )}
        {role === 'seller' && (
          <Field.Root invalid={Boolean(errors.about)}>
            <Field.Label>About (shown on your storefront)</Field.Label>
            <Textarea rows={5} maxLength={reviewLimits.aboutMax} {...register('about')} />
            {errors.about ? (
              <Field.ErrorText>{errors.about.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                What buyers should know about your company: what you sell, calibration, warranty, since when.
              </Field.HelperText>
            )}
          </Field.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="start" minW="8rem" loading={update.isPending} loadingText="Saving">
          Save
        </Button>
      </Stack>
    </form>
  );
}
