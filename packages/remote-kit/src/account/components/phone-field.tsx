import type { ComponentProps } from 'react';
import type { CountryCode } from 'libphonenumber-js';
import { Field, HStack, NativeSelect, TextInput } from '@xchange/ui';
import { phoneCountryOptions } from '../phone-number';

export interface PhoneFieldProps extends Omit<ComponentProps<typeof TextInput>, 'label'> {
  country: CountryCode;
  onCountryChange: (country: CountryCode) => void;
}

/** A country picker (calling code) beside the phone number input. */
export function PhoneField({ country, onCountryChange, error, ...input }: PhoneFieldProps) {
  return (
    <HStack align="start" gap={2}>
      <Field.Root width={{ base: '40%', md: '14rem' }} flexShrink={0}>
        <Field.Label>Country</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={country} onChange={(e) => onCountryChange(e.currentTarget.value as CountryCode)}>
            {phoneCountryOptions().map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <TextInput label="Phone" type="tel" autoComplete="tel-national" error={error} {...input} />
    </HStack>
  );
}
