import { useId } from 'react';
import { Text } from '@xchange/ui';
import { Checkbox } from '@xchange/ui/controls';
import { FilterSection } from './filter-section';
import { dimmedWhenEmpty, OptionCount, OptionList } from './option-count';

/** Checkboxes of the unique locations listings are in; any ticked location matches. */
export interface LocationFilterProps {
  locations: readonly string[];
  value: string[];
  onToggle: (location: string, checked: boolean) => void;
  onReset: () => void;
  /** Listings each location would leave (absent: 0); without it, no counts are shown. */
  counts?: ReadonlyMap<string, number>;
}

export function LocationFilter({ locations, value, onToggle, onReset, counts }: LocationFilterProps) {
  const idBase = useId();
  // A ticked location the list does not offer (an old link) still shows, so it can be seen and unticked.
  const shown = [...locations, ...value.filter((l) => !locations.includes(l))];
  return (
    <FilterSection title="Location" active={value.length > 0} onReset={onReset}>
      {shown.length ? (
        <OptionList>
          {shown.map((l, i) => {
            const count = counts ? (counts.get(l) ?? 0) : undefined;
            const countId = `${idBase}-${i}`;
            return (
              <Checkbox.Root
                key={l}
                checked={value.includes(l)}
                onCheckedChange={(d) => onToggle(l, d.checked === true)}
                colorPalette="brand"
                size="sm"
                {...dimmedWhenEmpty(count)}
              >
                <Checkbox.HiddenInput aria-describedby={count === undefined ? undefined : countId} />
                <Checkbox.Control />
                <Checkbox.Label>{l}</Checkbox.Label>
                {count !== undefined && <OptionCount id={countId} count={count} />}
              </Checkbox.Root>
            );
          })}
        </OptionList>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No locations listed yet.
        </Text>
      )}
    </FilterSection>
  );
}
