import { specFormKey, specLabel, specLimits } from '@xchange/contract/core';
import type { SpecField } from '@xchange/contract';
import { SimpleGrid, Skeleton, Text, TextInput } from '@xchange/ui';
import { FormSection } from './form-section';
import { useErrorAt, type ProductFormHandle } from './product-form-types';
import { SelectField } from './select-field';

export interface SpecFieldsSectionProps {
  form: ProductFormHandle;
  category: string;
  fields: SpecField[] | undefined;
  loading: boolean;
}

/** docs/product.md §2.9: the chosen category's specification fields, each input fitting its kind and unit. */
export function SpecFieldsSection({ form, category, fields, loading }: SpecFieldsSectionProps) {
  'use no memo';
  const errorAt = useErrorAt(form);
  let body;
  if (!category) body = <Text color="fg.muted">Choose a category to give its specifications.</Text>;
  else if (loading) body = <Skeleton h="20" />;
  else if (!fields?.length) body = <Text color="fg.muted">{`${category} has no specification fields yet.`}</Text>;
  else
    body = (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        {fields.map((f) => {
          const path = `specs.${specFormKey(f.id)}` as const;
          const error = errorAt(path);
          if (f.kind === 'choice' || f.kind === 'boolean') {
            const choices =
              f.kind === 'choice'
                ? f.options.map((o) => ({ value: String(o.id), label: o.label }))
                : [
                    { value: 'yes', label: 'Yes' },
                    { value: 'no', label: 'No' },
                  ];
            return (
              <SelectField
                key={f.id}
                label={f.name}
                error={error}
                choices={[{ value: '', label: 'Not given' }, ...choices]}
                {...form.register(path)}
              />
            );
          }
          return (
            <TextInput
              key={f.id}
              label={specLabel(f)}
              error={error}
              maxLength={specLimits.text}
              inputMode={f.kind === 'number' ? 'decimal' : undefined}
              helperText={f.kind === 'number' && f.unit ? `A number in ${f.unit}` : undefined}
              {...form.register(path)}
            />
          );
        })}
      </SimpleGrid>
    );
  return (
    <FormSection title="Specifications" hint="What buyers filter and compare by. Leave a field empty when it does not apply.">
      {body}
    </FormSection>
  );
}
