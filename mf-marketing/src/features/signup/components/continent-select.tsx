import type { ChangeEventHandler, FocusEventHandler, Ref } from 'react';
import { Field, NativeSelect } from '@xchange/ui';
import { continents } from '@xchange/contract/core';

export interface ContinentSelectProps {
  name: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur: FocusEventHandler<HTMLSelectElement>;
}

/** The seven continents of docs/product.md §2.3; picking a place fills it. */
export function ContinentSelect({ error, ...select }: ContinentSelectProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        Continent
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...select}>
          <option value="">Select a continent</option>
          {continents.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
