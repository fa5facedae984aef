import type { ChangeEventHandler, FocusEventHandler, Ref } from 'react';
import { Field, HStack, Input, chakra } from '@xchange/ui';
import { phoneCountries } from '../phone';

export interface PhoneInputProps {
  country: string;
  onCountryChange: (code: string) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  name: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
}

/** Phone with its country picker (docs/product.md §2.3, default US); the number is checked against the picked country. */
export function PhoneInput({ country, onCountryChange, error, ...input }: PhoneInputProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        Phone
        <Field.RequiredIndicator />
      </Field.Label>
      {/* Stacked on phones: beside the number, the select clipped its country to 'United State'. */}
      <HStack gap={2} width="full" align="stretch" flexDirection={{ base: 'column', md: 'row' }}>
        {/* A plain select: inside the field it would take the field's id and label. */}
        <chakra.select
          aria-label="Phone country"
          value={country}
          onChange={(e) => onCountryChange(e.currentTarget.value)}
          width={{ base: 'full', md: '55%' }}
          minHeight={10}
          flexShrink={0}
          borderWidth="1px"
          borderRadius="l2"
          px={2}
          bg="bg"
        >
          {phoneCountries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </chakra.select>
        <Input type="tel" autoComplete="tel-national" maxLength={20} {...input} />
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
