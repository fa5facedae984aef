import { Controller, useWatch } from 'react-hook-form';
import { offerSettingsFormTexts as texts } from '@xchange/contract/accounts';
import { SimpleGrid, Stack, Text, TextInput } from '@xchange/ui';
import { Switch } from '@xchange/ui/controls';
import { FormSection } from './form-section';
import { useErrorAt, type ProductFormHandle } from './product-form-types';

const isOn = (value: unknown) => value === true || value === 'true';

function SettingSwitch({
  form,
  name,
  label,
  help,
}: {
  form: ProductFormHandle;
  name: 'acceptoffers' | 'priceonrequest';
  label: string;
  help: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Stack gap={1}>
          <Switch.Root
            colorPalette="brand"
            checked={isOn(field.value)}
            onCheckedChange={(d) => {
              field.onChange(d.checked);
              // hidden amounts keep what is stored: an unsaved (perhaps invalid) edit of them is dropped
              if (name === 'acceptoffers' && !d.checked) {
                form.resetField('autodeclinebelow');
                form.resetField('autoacceptat');
              }
            }}
          >
            <Switch.HiddenInput onBlur={field.onBlur} />
            <Switch.Control />
            <Switch.Label>{label}</Switch.Label>
          </Switch.Root>
          <Text fontSize="sm" color="fg.muted">
            {help}
          </Text>
        </Stack>
      )}
    />
  );
}

/** docs/product.md §2.11: whether the listing takes offers, its auto answers, and price on request. */
export function OfferSettingsSection({ form }: { form: ProductFormHandle }) {
  'use no memo';
  const errorAt = useErrorAt(form);
  const acceptOffers = isOn(useWatch({ control: form.control, name: 'acceptoffers' }));
  const priceOnRequest = isOn(useWatch({ control: form.control, name: 'priceonrequest' }));
  return (
    <FormSection title={texts.title} hint={texts.hint}>
      <SettingSwitch form={form} name="acceptoffers" label={texts.acceptOffers} help={texts.acceptOffersHelp} />
      {acceptOffers && (
        <Stack gap={2} role="group" aria-label="Automatic answers">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <TextInput
              label={texts.autoDeclineBelow}
              inputMode="decimal"
              helperText={texts.autoDeclineHelp}
              error={errorAt('autodeclinebelow')}
              {...form.register('autodeclinebelow')}
            />
            <TextInput
              label={texts.autoAcceptAt}
              inputMode="decimal"
              helperText={texts.autoAcceptHelp}
              error={errorAt('autoacceptat')}
              {...form.register('autoacceptat')}
            />
          </SimpleGrid>
          <Text fontSize="sm" fontWeight="medium">
            {texts.amountsPrivate}
          </Text>
        </Stack>
      )}
      <SettingSwitch form={form} name="priceonrequest" label={texts.priceOnRequest} help={texts.priceOnRequestHelp} />
      {acceptOffers && priceOnRequest && (
        <Text fontSize="sm" color="fg.warning">
          {texts.priceOnRequestTakesQuotes}
        </Text>
      )}
    </FormSection>
  );
}
