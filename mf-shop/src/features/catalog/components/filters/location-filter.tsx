import { Stack, Text } from '@xchange/ui';
import { Checkbox } from '@xchange/ui/controls';
import { FilterSection } from './filter-section';

/** Checkboxes of the unique locations listings are in; any ticked location matches. */
export interface LocationFilterProps {
  locations: readonly string[];
  value: string[];
  onToggle: (location: string, checked: boolean) => void;
  onReset: () => void;
}

export function LocationFilter({ locations, value, onToggle, onReset }: LocationFilterProps) {
  return (
    <FilterSection title="Location" active={value.length > 0} onReset={onReset}>
      {locations.length ? (
        <Stack gap={2} maxH="56" overflowY="auto" pr={1}>
          {locations.map((l) => (
            <Checkbox.Root
              key={l}
              checked={value.includes(l)}
              onCheckedChange={(d) => onToggle(l, d.checked === true)}
              colorPalette="brand"
              size="sm"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{l}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No locations listed yet.
        </Text>
      )}
    </FilterSection>
  );
}
