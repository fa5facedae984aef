import type { ComponentProps } from 'react';
import { Field, NativeSelect } from '@xchange/ui';

export interface SelectFieldProps extends ComponentProps<typeof NativeSelect.Field> {
  label: string;
  error?: string;
  helperText?: string;
  choices: readonly { value: string; label: string }[];
  required?: boolean;
}

/** A labelled native select with its error text (one per product form choice). */
export function SelectField({ label, error, helperText, choices, required, ...field }: SelectFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
