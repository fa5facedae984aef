import { Stack } from '@xchange/ui';
import { Checkbox } from '@xchange/ui/controls';
import { gradeLabel, grades, warrantyDays, warrantyLabels } from '@xchange/contract/core';
import type { Grade, ShopQuery, ShopUpdate } from '@xchange/contract';
import { FilterSection } from './filter-section';
import { OptionRadios } from './option-radios';

/** docs/product.md §2.4: calibrated with a certificate, grades and the least warranty, for every category. */
export function FactFilters({ query, update }: { query: ShopQuery; update: ShopUpdate }) {
  const toggleGrade = (g: Grade, on: boolean) => update((q) => ({ grades: grades.filter((x) => (x === g ? on : q.grades.includes(x))) }));
  return (
    <>
      <FilterSection title="Calibration" active={Boolean(query.calibrated)} onReset={() => update({ calibrated: undefined })}>
        <Checkbox.Root
          checked={Boolean(query.calibrated)}
          onCheckedChange={(d) => update({ calibrated: d.checked === true ? true : undefined })}
          colorPalette="brand"
          size="sm"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Calibrated (certificate attached)</Checkbox.Label>
        </Checkbox.Root>
      </FilterSection>
      <FilterSection title="Grade" active={query.grades.length > 0} onReset={() => update({ grades: [] })}>
        <Stack gap={2}>
          {grades.map((g) => (
            <Checkbox.Root
              key={g}
              checked={query.grades.includes(g)}
              onCheckedChange={(d) => toggleGrade(g, d.checked === true)}
              colorPalette="brand"
              size="sm"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{gradeLabel(g)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </FilterSection>
      <FilterSection title="Warranty" active={query.warrantyMin !== undefined} onReset={() => update({ warrantyMin: undefined })}>
        <OptionRadios
          label="Warranty"
          value={query.warrantyMin === undefined ? null : String(query.warrantyMin)}
          onChange={(v) => update({ warrantyMin: Number(v) as ShopQuery['warrantyMin'] })}
          options={warrantyDays.filter((d) => d > 0).map((d) => ({ value: String(d), label: `${warrantyLabels[d]} or more` }))}
        />
      </FilterSection>
    </>
  );
}
