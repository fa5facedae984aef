import { useEffect } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { specKindLabels, specKinds, specLimits } from '@xchange/contract/core';
import { formResolver, specFieldFormSchema } from '@xchange/contract/forms';
import type { SpecField, SpecFieldForm, SpecFieldFormInput } from '@xchange/contract';
import { Button, CloseButton, Field, HStack, Input, NativeSelect, Stack, Text, TextInput } from '@xchange/ui';
import { Checkbox } from '@xchange/ui/controls';
import { FormDialog } from '../../../lib/form-dialog';

export interface SpecFieldDialogProps {
  categoryId: number;
  category: string;
  /** The field being edited; undefined adds a new one. */
  field?: SpecField;
  saving: boolean;
  onSave: (values: SpecFieldForm) => void;
  onClose: () => void;
}

/** Add or edit a specification field: name, kind, unit, choices, whether shoppers filter by it (docs/product.md §2.9). */
export function SpecFieldDialog({ categoryId, category, field, saving, onSave, onClose }: SpecFieldDialogProps) {
  const form = useForm<SpecFieldFormInput, unknown, SpecFieldForm>({
    resolver: formResolver(specFieldFormSchema),
    defaultValues: {
      categoryId,
      name: field?.name ?? '',
      kind: field?.kind ?? 'number',
      unit: field?.unit ?? '',
      options: field?.options.map((o) => ({ id: o.id, label: o.label })) ?? [],
      filterable: field?.filterable ?? true,
    },
  });
  const { register, control, handleSubmit, formState } = form;
  const kind = useWatch({ control, name: 'kind' });
  // choices carry their own `id` (kept on rename): the array's row keys go under `key`
  const options = useFieldArray({ control, name: 'options' as never, keyName: 'key' });
  const used = (field?.uses ?? 0) > 0;
  // a list starts with two empty choices; another kind has none (hidden empty ones would block Save)
  const { append, replace } = options;
  const count = options.fields.length;
  useEffect(() => {
    if (kind === 'choice' && count === 0) append([{ label: '' }, { label: '' }] as never);
    if (kind !== 'choice' && count > 0) replace([]);
  }, [kind, count, append, replace]);
  const e = formState.errors;
  // a field array's own error may sit on the array or on its root (react-hook-form keeps both forms)
  const optionErrors = e.options as unknown as
    (({ label?: { message?: string } } | undefined)[] & { message?: string; root?: { message?: string } }) | undefined;
  const listError = optionErrors?.message ?? optionErrors?.root?.message;
  return (
    <FormDialog
      open
      title={field ? `Edit ${field.name}` : `Add a field to ${category}`}
      onClose={onClose}
      onSubmit={handleSubmit(onSave)}
      saving={saving}
    >
      <TextInput label="Name" required autoFocus maxLength={specLimits.name} error={e.name?.message} {...register('name')} />
      <Field.Root invalid={!!e.kind} disabled={used}>
        <Field.Label>Kind</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('kind')}>
            {specKinds.map((k) => (
              <option key={k} value={k}>
                {specKindLabels[k]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {used && (
          <Field.HelperText>{`${field!.uses} listings give a value: the kind and unit stay. Add a new field for another.`}</Field.HelperText>
        )}
        {e.kind && <Field.ErrorText>{e.kind.message}</Field.ErrorText>}
      </Field.Root>
      {kind === 'number' && (
        <TextInput
          label="Unit"
          maxLength={specLimits.unit}
          placeholder="e.g. MHz, GS/s, g, rpm"
          helperText="Sellers give the number in this unit; leave empty for a count."
          disabled={used}
          error={e.unit?.message}
          {...register('unit')}
        />
      )}
      {kind === 'choice' && (
        <Stack gap={2} role="group" aria-label="Choices">
          <Text fontWeight="medium" fontSize="sm">
            Choices
          </Text>
          {options.fields.map((o, i) => (
            <HStack key={(o as unknown as { key: string }).key} gap={1}>
              <Input aria-label={`Choice ${i + 1}`} maxLength={specLimits.option} {...register(`options.${i}.label` as const)} />
              <CloseButton size="sm" aria-label={`Remove choice ${i + 1}`} onClick={() => options.remove(i)} />
            </HStack>
          ))}
          {listError && (
            <Text color="fg.error" fontSize="sm">
              {listError}
            </Text>
          )}
          {optionErrors?.find?.((x) => x?.label?.message)?.label?.message && (
            <Text color="fg.error" fontSize="sm">
              {optionErrors.find((x) => x?.label?.message)!.label!.message}
            </Text>
          )}
          <Button size="xs" variant="outline" alignSelf="start" onClick={() => options.append({ label: '' } as never)}>
            Add a choice
          </Button>
        </Stack>
      )}
      {kind !== 'text' && (
        <Controller
          control={control}
          name="filterable"
          render={({ field: f }) => (
            <Checkbox.Root
              colorPalette="brand"
              checked={f.value === true || f.value === 'true'}
              onCheckedChange={(d) => f.onChange(d.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Shoppers can filter by it</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      )}
    </FormDialog>
  );
}
