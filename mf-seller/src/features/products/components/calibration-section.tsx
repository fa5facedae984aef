import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { accreditationSuggestions, factLimits } from '@xchange/contract/core';
import { Button, Field, HStack, Input, Link, SimpleGrid, Text, TextInput } from '@xchange/ui';
import { Checkbox } from '@xchange/ui/controls';
import type { CertificateState } from '../hooks/use-certificate';
import { FormSection } from './form-section';
import { useErrorAt, type ProductFormHandle } from './product-form-types';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** docs/product.md §2.9: calibrated or not, when, by whom, until when, and the certificate PDF. */
export function CalibrationSection({ form, certificate }: { form: ProductFormHandle; certificate: CertificateState }) {
  'use no memo';
  const errorAt = useErrorAt(form);
  const checked = useWatch({ control: form.control, name: 'calibrated' });
  const calibrated = checked === true || checked === 'true';
  const suggestions = useId();
  return (
    <FormSection
      title="Calibration"
      hint="A calibrated listing shows its date, laboratory and due date, and offers the certificate as a download."
    >
      <Controller
        control={form.control}
        name="calibrated"
        render={({ field }) => (
          <Checkbox.Root
            colorPalette="brand"
            checked={field.value === true || field.value === 'true'}
            onCheckedChange={(d) => field.onChange(d.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Calibrated</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      {calibrated && (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <TextInput
              label="Calibration date"
              type="date"
              required
              error={errorAt('calibrationDate')}
              {...form.register('calibrationDate')}
            />
            <TextInput label="Calibration due" type="date" error={errorAt('calibrationDue')} {...form.register('calibrationDue')} />
            <TextInput
              label="Laboratory"
              required
              maxLength={factLimits.laboratory}
              placeholder="e.g. Keysight Calibration Services"
              error={errorAt('calibrationLab')}
              {...form.register('calibrationLab')}
            />
            <TextInput
              label="Accreditation"
              maxLength={factLimits.accreditation}
              list={suggestions}
              placeholder="e.g. ISO/IEC 17025"
              error={errorAt('calibrationAccreditation')}
              {...form.register('calibrationAccreditation')}
            />
            <datalist id={suggestions}>
              {accreditationSuggestions.map((a) => (
                <option key={a} value={a} />
              ))}
            </datalist>
          </SimpleGrid>
          <Field.Root invalid={!!certificate.problem}>
            <Field.Label>Certificate (PDF, at most 10 MB)</Field.Label>
            {certificate.attached && !certificate.picked && (
              <HStack gap={3} flexWrap="wrap">
                <Link href={certificate.attached.url} color="brand.fg" fontWeight="semibold">
                  {`Attached certificate (${kb(certificate.attached.bytes)})`}
                </Link>
                <Button size="xs" variant="outline" onClick={certificate.remove}>
                  Remove certificate
                </Button>
              </HStack>
            )}
            <Input
              type="file"
              accept="application/pdf"
              p={1}
              aria-label="Choose a certificate PDF"
              onChange={(e) => certificate.pick(e.currentTarget.files?.[0] ?? null)}
            />
            {certificate.picked && <Text fontSize="sm">{`${certificate.picked.name} will be attached when you save.`}</Text>}
            {certificate.problem && <Field.ErrorText>{certificate.problem}</Field.ErrorText>}
          </Field.Root>
        </>
      )}
    </FormSection>
  );
}
