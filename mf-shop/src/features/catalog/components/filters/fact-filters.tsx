import { Stack } from '@xchange/ui';
import { Checkbox, RadioGroup } from '@xchange/ui/controls';
import { gradeLabel, grades, warrantyDays, warrantyLabels } from '@xchange/contract/core';
import type { Grade, ShopQuery, ShopUpdate } from '@xchange/contract';
import { FilterSection } from './filter-section';

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
        <RadioGroup.Root
          aria-label="Warranty"
          value={query.warrantyMin === undefined ? null : String(query.warrantyMin)}
          onValueChange={(d) => update({ warrantyMin: d.value ? (Number(d.value) as ShopQuery['warrantyMin']) : undefined })}
          colorPalette="brand"
          size="sm"
        >
          <Stack gap={2}>
            {warrantyDays
              .filter((d) => d > 0)
              .map((d) => (
                <RadioGroup.Item key={d} value={String(d)}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{`${warrantyLabels[d]} or more`}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
          </Stack>
        </RadioGroup.Root>
      </FilterSection>
    </>
  );
}
