import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Stack } from '@xchange/ui';
import { readSpecNumber, specLabel } from '@xchange/contract/core';
import type { SpecField } from '@xchange/contract';
import { FilterSection } from './filter-section';

type Range = { min?: number; max?: number };
const shown = (n: number | undefined) => (n === undefined ? '' : String(n));
const limit = (text: string, unit: string) => {
  const n = readSpecNumber(text, unit);
  return n === undefined || Number.isNaN(n) ? undefined : n;
};

/** A number field's range (lowest and highest) with Apply and Reset; keyed by the applied range. */
export function RangeFilter({ field, value, onChange }: { field: SpecField; value: Range; onChange: (range: Range | undefined) => void }) {
  const [min, setMin] = useState(shown(value.min));
  const [max, setMax] = useState(shown(value.max));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const [lo, hi] = [limit(min, field.unit), limit(max, field.unit)];
    if (lo === undefined && hi === undefined) return onChange(undefined);
    // typed the wrong way round is meant the right way round
    onChange(lo !== undefined && hi !== undefined && lo > hi ? { min: hi, max: lo } : { min: lo, max: hi });
  };
  const label = specLabel(field);
  const unit = field.unit ? ` (${field.unit})` : '';
  return (
    <FilterSection title={label} active={value.min !== undefined || value.max !== undefined} onReset={() => onChange(undefined)}>
      <Stack as="form" gap={3} onSubmit={apply} aria-label={`${field.name} range`}>
        <HStack gap={2} align="end">
          <Field.Root>
            <Field.Label fontSize="sm">{`From${unit}`}</Field.Label>
            <Input
              size="sm"
              inputMode="decimal"
              value={min}
              onChange={(e) => setMin(e.target.value)}
              placeholder={shown(field.range?.min)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label fontSize="sm">{`To${unit}`}</Field.Label>
            <Input
              size="sm"
              inputMode="decimal"
              value={max}
              onChange={(e) => setMax(e.target.value)}
              placeholder={shown(field.range?.max)}
            />
          </Field.Root>
        </HStack>
        <Button type="submit" size="sm" colorPalette="brand" variant="outline" alignSelf="start" aria-label={`Apply ${field.name}`}>
          Apply
        </Button>
      </Stack>
    </FilterSection>
  );
}
