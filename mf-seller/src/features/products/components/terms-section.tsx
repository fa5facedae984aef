import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  paymentTerms,
  returnsDays,
  returnsLabels,
  shippingLabels,
  shippingMethods,
  warrantyDays,
  warrantyLabels,
} from '@xchange/contract/core';
import { SimpleGrid, Stack, Text, TextInput, Wrap } from '@xchange/ui';
import { Checkbox } from '@xchange/ui/controls';
import { FormSection } from './form-section';
import { useErrorAt, type ProductFormHandle } from './product-form-types';
import { SelectField } from './select-field';

/** docs/product.md §2.9: warranty, shipping, lead time, returns and the payment terms the seller accepts. */
export function TermsSection({ form }: { form: ProductFormHandle }) {
  'use no memo';
  const errorAt = useErrorAt(form);
  const shipping = useWatch({ control: form.control, name: 'shipping' });
  const labelId = useId();
  return (
    <FormSection title="Warranty, shipping and terms" hint="Ships from the listing's location.">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <SelectField
          label="Warranty"
          error={errorAt('warrantyDays')}
          choices={warrantyDays.map((d) => ({ value: String(d), label: warrantyLabels[d] }))}
          {...form.register('warrantyDays')}
        />
        <SelectField
          label="Returns"
          error={errorAt('returnsDays')}
          choices={returnsDays.map((d) => ({ value: String(d), label: returnsLabels[d] }))}
          {...form.register('returnsDays')}
        />
        <SelectField
          label="Shipping"
          error={errorAt('shipping')}
          choices={shippingMethods.map((m) => ({ value: m, label: shippingLabels[m] }))}
          {...form.register('shipping')}
        />
        {shipping === 'fixed' ? (
          <TextInput
            label="Shipping price (USD)"
            required
            inputMode="decimal"
            error={errorAt('shippingPrice')}
            {...form.register('shippingPrice')}
          />
        ) : (
          <span />
        )}
        <TextInput
          label="Lead time (days)"
          inputMode="numeric"
          helperText="Days from payment to dispatch."
          error={errorAt('leadTimeDays')}
          {...form.register('leadTimeDays')}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="paymentTerms"
        render={({ field, fieldState }) => {
          const chosen = Array.isArray(field.value) ? field.value : [];
          return (
            <Stack gap={2} role="group" aria-labelledby={labelId}>
              <Text id={labelId} fontWeight="medium" fontSize="sm">
                Payment terms accepted
              </Text>
              <Wrap gap={4}>
                {paymentTerms.map((term) => (
                  <Checkbox.Root
                    key={term}
                    colorPalette="brand"
                    checked={chosen.includes(term)}
                    onCheckedChange={(d) => field.onChange(d.checked === true ? [...chosen, term] : chosen.filter((t) => t !== term))}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{term}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Wrap>
              {fieldState.error && (
                <Text color="fg.error" fontSize="sm">
                  {fieldState.error.message}
                </Text>
              )}
            </Stack>
          );
        }}
      />
    </FormSection>
  );
}
