import type { Ref } from 'react';
import { Field, NativeSelect } from '@xchange/ui';
import { leaseTermOptions } from '@xchange/contract/core';

export interface TermSelectProps {
  error?: string;
  name: string;
  ref?: Ref<HTMLSelectElement>;
  onChange: (e: React.ChangeEvent<HTMLSelectElement>) => void;
  onBlur: (e: React.FocusEvent<HTMLSelectElement>) => void;
}

/** The lease term in months (12 to 60). */
export function TermSelect({ error, ...field }: TermSelectProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        Lease term
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>
          {leaseTermOptions.map((m) => (
            <option key={m} value={m}>
              {m} months
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
