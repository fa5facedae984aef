import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Stack } from '@xchange/ui';
import { pricePresets, toPriceInput } from '@xchange/contract/core';
import { presetOf } from '@xchange/contract/core';
import { FilterSection } from './filter-section';
import { OptionRadios } from './option-radios';

type Range = { minPrice?: number; maxPrice?: number };

// docs/product.md §5: a price input is at least 0 and text that is no number becomes 0; empty means no limit.
const cleaned = (text: string): string => (text.trim() === '' ? '' : String(toPriceInput(text)));
const asLimit = (text: string): number | undefined => (text.trim() === '' ? undefined : toPriceInput(text));
const shown = (n: number | undefined) => (n === undefined ? '' : String(n));

/** Price: min and max with Apply, the four docs/product.md §2.4 presets, Reset. Keyed by the applied range. */
export function PriceFilter({ value, onChange }: { value: Range; onChange: (range: Range) => void }) {
  const [min, setMin] = useState(shown(value.minPrice));
  const [max, setMax] = useState(shown(value.maxPrice));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const [lo, hi] = [asLimit(min), asLimit(max)];
    // A range typed the wrong way round is meant the right way round.
    onChange(lo !== undefined && hi !== undefined && lo > hi ? { minPrice: hi, maxPrice: lo } : { minPrice: lo, maxPrice: hi });
  };
  const preset = presetOf(value);
  const active = value.minPrice !== undefined || value.maxPrice !== undefined;
  return (
    <FilterSection title="Price" active={active} onReset={() => onChange({ minPrice: undefined, maxPrice: undefined })}>
      <Stack as="form" gap={3} onSubmit={apply} aria-label="Price range">
        <HStack gap={2} align="end">
          <Field.Root>
            <Field.Label fontSize="sm">Min ($)</Field.Label>
            <Input
              size="sm"
              inputMode="decimal"
              value={min}
              onChange={(e) => setMin(e.target.value)}
              onBlur={() => setMin(cleaned(min))}
              placeholder="0"
            />
          </Field.Root>
          <Field.Root>
            <Field.Label fontSize="sm">Max ($)</Field.Label>
            <Input
              size="sm"
              inputMode="decimal"
              value={max}
              onChange={(e) => setMax(e.target.value)}
              onBlur={() => setMax(cleaned(max))}
              placeholder="Any"
            />
          </Field.Root>
        </HStack>
        <Button type="submit" size="sm" colorPalette="brand" variant="outline" alignSelf="start">
          Apply
        </Button>
      </Stack>
      <OptionRadios
        label="Price presets"
        value={preset >= 0 ? String(preset) : null}
        onChange={(v) => {
          const p = pricePresets[Number(v)];
          if (p) onChange({ minPrice: p.minPrice, maxPrice: p.maxPrice });
        }}
        options={pricePresets.map((p, i) => ({ value: String(i), label: p.label }))}
      />
    </FilterSection>
  );
}
