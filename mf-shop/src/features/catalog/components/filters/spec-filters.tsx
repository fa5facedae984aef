import { Stack } from '@xchange/ui';
import { Checkbox } from '@xchange/ui/controls';
import { specFilterOf } from '@xchange/contract/core';
import type { SpecField, SpecFilter } from '@xchange/contract';
import { useSpecFields } from '../../api/get-spec-fields';
import { FilterSection } from './filter-section';
import { OptionRadios } from './option-radios';
import { RangeFilter } from './range-filter';

export interface SpecFiltersProps {
  category: string | undefined;
  value: SpecFilter[];
  onChange: (field: number, filter: SpecFilter | undefined) => void;
}

function ChoiceFilter({ field, value, onChange }: { field: SpecField; value: number[]; onChange: (options: number[]) => void }) {
  return (
    <FilterSection title={field.name} active={value.length > 0} onReset={() => onChange([])}>
      <Stack gap={2} maxH="56" overflowY="auto" pr={1}>
        {field.options.map((o) => (
          <Checkbox.Root
            key={o.id}
            checked={value.includes(o.id)}
            onCheckedChange={(d) => onChange(d.checked === true ? [...value, o.id] : value.filter((v) => v !== o.id))}
            colorPalette="brand"
            size="sm"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{o.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </FilterSection>
  );
}

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

function YesNoFilter({
  field,
  value,
  onChange,
}: {
  field: SpecField;
  value: boolean | undefined;
  onChange: (yes: boolean | undefined) => void;
}) {
  return (
    <FilterSection title={field.name} active={value !== undefined} onReset={() => onChange(undefined)}>
      <OptionRadios
        label={field.name}
        value={value === undefined ? null : value ? 'yes' : 'no'}
        onChange={(v) => onChange(v === 'yes')}
        options={yesNo}
      />
    </FilterSection>
  );
}

/** docs/product.md §2.4: for the chosen category, a range per number field, choices per list field, yes/no per yes/no field. */
export function SpecFilters({ category, value, onChange }: SpecFiltersProps) {
  const fields = useSpecFields(category);
  if (!category) return null;
  return (
    <>
      {(fields.data?.fields ?? [])
        .filter((f) => f.filterable)
        .map((f) => {
          const current = specFilterOf(value, f.id);
          if (f.kind === 'number') {
            const r: { min?: number; max?: number } = current && !('options' in current) && !('yes' in current) ? current : {};
            return (
              <RangeFilter
                key={`${f.id}-${r.min}-${r.max}`}
                field={f}
                value={r}
                onChange={(next) => onChange(f.id, next ? { field: f.id, ...next } : undefined)}
              />
            );
          }
          if (f.kind === 'choice')
            return (
              <ChoiceFilter
                key={f.id}
                field={f}
                value={current && 'options' in current ? current.options : []}
                onChange={(options) => onChange(f.id, options.length ? { field: f.id, options } : undefined)}
              />
            );
          if (f.kind === 'boolean')
            return (
              <YesNoFilter
                key={f.id}
                field={f}
                value={current && 'yes' in current ? current.yes : undefined}
                onChange={(yes) => onChange(f.id, yes === undefined ? undefined : { field: f.id, yes })}
              />
            );
          return null;
        })}
    </>
  );
}
