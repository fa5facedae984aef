import { NativeSelect } from '@xchange/ui';

export interface ChoiceSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  /** Text shown for a value, e.g. 'In Progress' for 'New Order'. */
  optionLabel?: (value: T) => string;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** A small labelled native select of fixed choices (status, payment status). */
export function ChoiceSelect<T extends string>({
  label,
  value,
  options,
  optionLabel = (o) => o,
  onChange,
  disabled,
}: ChoiceSelectProps<T>) {
  return (
    <NativeSelect.Root size="sm" minW="9rem" disabled={disabled}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
