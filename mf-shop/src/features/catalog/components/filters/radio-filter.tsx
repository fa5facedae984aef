import { Stack, Text } from '@xchange/ui';
import { RadioGroup } from '@xchange/ui/controls';
import { FilterSection } from './filter-section';

export interface RadioFilterProps {
  title: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Said when there is nothing to choose from yet. */
  emptyText: string;
}

/** A single-choice filter (brand, category, condition, seller) with Reset. */
export function RadioFilter({ title, options, value, onChange, emptyText }: RadioFilterProps) {
  // Long lists scroll: say what is chosen even when its radio is out of sight.
  const chosen = options.find((o) => o.value === value);
  return (
    <FilterSection title={title} active={value !== undefined} onReset={() => onChange(undefined)}>
      {chosen && (
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
          Showing {chosen.label} only
        </Text>
      )}
      {options.length ? (
        <RadioGroup.Root
          aria-label={title}
          value={value ?? null}
          onValueChange={(d) => onChange(d.value ?? undefined)}
          colorPalette="brand"
          size="sm"
        >
          <Stack gap={2} maxH="56" overflowY="auto" pr={1}>
            {options.map((o) => (
              <RadioGroup.Item key={o.value} value={o.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {emptyText}
        </Text>
      )}
    </FilterSection>
  );
}
