import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, SimpleGrid, Stack, TextInput } from '@xchange/ui';
import { successTexts } from '@xchange/contract/core';
import type { Place, SignupFormInput, SignupFormValues } from '@xchange/contract';
import { useNavigateAcross, useNotify, PasswordInput } from '@xchange/remote-kit';
import { AccountTypeRadio } from '../../../lib/account-type-radio';
import { useSignup } from '../api/signup';
import { initialPhoneCountry, internationalPhone } from '../phone';
import { signupResolver } from '../signup-resolver';
import { AddressInput } from './address-input';
import { ContinentSelect } from './continent-select';
import { PhoneInput } from './phone-input';
import { TermsCheckbox } from './terms-checkbox';

const defaults = {
  type: 'buyer',
  firstName: '',
  lastName: '',
  company: '',
  phoneCountry: initialPhoneCountry,
  phone: '',
  address: '',
  latitude: null,
  longitude: null,
  continent: '',
  country: '',
  username: '',
  password: '',
  tnc: false,
} as unknown as SignupFormInput; // continent '' and tnc false are the empty form, which the schema then refuses

/** Buyer/seller sign-up (docs/product.md §2.3, §5); success goes to /verification with the address and the new id. */
export function SignupForm() {
  const notify = useNotify();
  const navigate = useNavigateAcross();
  const { mutate, isPending, isSuccess } = useSignup();
  const { control, register, handleSubmit, setValue, formState } = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: signupResolver,
    defaultValues: defaults,
  });
  const { errors, isSubmitted } = formState;
  const [tnc, phoneCountry] = useWatch({ control, name: ['tnc', 'phoneCountry'] });

  const fillFromPlace = (place: Place, address: string) => {
    const opts = { shouldValidate: isSubmitted, shouldDirty: true };
    setValue('address', address, opts);
    setValue('latitude', place.latitude);
    setValue('longitude', place.longitude);
    setValue('country', place.country, opts);
    setValue('continent', place.continent, opts);
  };

  const submit = handleSubmit(({ phoneCountry: country, ...values }) =>
    mutate(
      { ...values, phone: internationalPhone(values.phone, country) },
      {
        onSuccess: (res) => {
          notify({ type: 'success', title: successTexts.signedUp });
          const next = new URLSearchParams({ username: values.username, sellerId: String(res.data.id), type: values.type });
          navigate(`/verification?${next}`);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Sign Up">
      <Stack gap={4}>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <AccountTypeRadio label="Sign up as" value={field.value === 'seller' ? 'seller' : 'buyer'} onChange={field.onChange} />
          )}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <TextInput label="First Name" autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
          <TextInput label="Last Name" autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
        </SimpleGrid>
        <TextInput label="Company Name" autoComplete="organization" required error={errors.company?.message} {...register('company')} />
        <PhoneInput
          country={phoneCountry}
          onCountryChange={(code) => setValue('phoneCountry', code, { shouldValidate: isSubmitted })}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Controller
          control={control}
          name="address"
          render={({ field }) => (
            <AddressInput
              {...field}
              onChange={(address) => {
                field.onChange(address);
                // Coordinates belong to a picked place, not to text typed after it.
                setValue('latitude', null);
                setValue('longitude', null);
              }}
              onPick={fillFromPlace}
              error={errors.address?.message}
            />
          )}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <ContinentSelect error={errors.continent?.message} {...register('continent')} />
          <TextInput label="Country" autoComplete="country-name" required error={errors.country?.message} {...register('country')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" autoComplete="email" required error={errors.username?.message} {...register('username')} />
        <PasswordInput label="Password" autoComplete="new-password" required error={errors.password?.message} {...register('password')} />
        <Controller
          control={control}
          name="tnc"
          render={({ field }) => <TermsCheckbox checked={field.value === true} onChange={field.onChange} />}
        />
        <Button type="submit" colorPalette="brand" disabled={!tnc || isPending || isSuccess} loading={isPending} loadingText="SIGNUP">
          SIGNUP
        </Button>
      </Stack>
    </form>
  );
}
