import { useWatch } from 'react-hook-form';
import { factLimits, gradeLabel, gradeMeanings, grades, latestYear } from '@xchange/contract/core';
import { Field, SimpleGrid, Textarea, TextInput } from '@xchange/ui';
import { FormSection } from './form-section';
import { useErrorAt, type ProductFormHandle } from './product-form-types';
import { SelectField } from './select-field';

/** docs/product.md §2.9: grade with its note, hours of use, accessories, model, serial number and year. */
export function ConditionSection({ form }: { form: ProductFormHandle }) {
  'use no memo';
  const errorAt = useErrorAt(form);
  const grade = useWatch({ control: form.control, name: 'grade' });
  const accessories = errorAt('accessories');
  return (
    <FormSection title="Condition and identity" hint="The serial number shows only its last 4 characters to buyers.">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <SelectField
          label="Grade"
          error={errorAt('grade')}
          helperText={grade ? gradeMeanings[grade as (typeof grades)[number]] : 'How it looks and works, A to D.'}
          choices={[{ value: '', label: 'Not graded' }, ...grades.map((g) => ({ value: g, label: gradeLabel(g) }))]}
          {...form.register('grade')}
        />
        <TextInput
          label="Grade note"
          maxLength={factLimits.gradeNote}
          error={errorAt('gradeNote')}
          placeholder="e.g. Light scuffs on the case, screen clear"
          disabled={!grade}
          {...form.register('gradeNote')}
        />
        <TextInput label="Hours of use" inputMode="numeric" error={errorAt('hoursOfUse')} {...form.register('hoursOfUse')} />
        <TextInput
          label="Year of manufacture"
          inputMode="numeric"
          placeholder={String(latestYear() - 1)}
          error={errorAt('year')}
          {...form.register('year')}
        />
        <TextInput label="Model number" maxLength={factLimits.model} error={errorAt('modelNumber')} {...form.register('modelNumber')} />
        <TextInput label="Serial number" maxLength={factLimits.serial} error={errorAt('serialNumber')} {...form.register('serialNumber')} />
      </SimpleGrid>
      <Field.Root invalid={!!accessories}>
        <Field.Label>Included accessories</Field.Label>
        <Textarea
          rows={2}
          maxLength={factLimits.accessories}
          placeholder="e.g. Power cord, 4 passive probes, front cover"
          {...form.register('accessories')}
        />
        {accessories && <Field.ErrorText>{accessories}</Field.ErrorText>}
      </Field.Root>
    </FormSection>
  );
}
