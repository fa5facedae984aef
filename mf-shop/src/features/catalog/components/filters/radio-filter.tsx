import { Text } from '@xchange/ui';
import { FilterSection } from './filter-section';
import { OptionRadios } from './option-radios';

export interface RadioFilterProps {
  title: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Said when there is nothing to choose from yet. */
  emptyText: string;
  /** Listings each option would leave (absent: 0); without it, no counts are shown (not loaded, or not counted). */
  counts?: ReadonlyMap<string, number>;
}

/** A single-choice filter (brand, category, condition, seller) with Reset. */
export function RadioFilter({ title, options, value, onChange, emptyText, counts }: RadioFilterProps) {
  // A chosen value the list does not offer (an old link, a brand no longer listed) still shows, so it can be seen and reset.
  const shown = value !== undefined && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
  // Long lists scroll: say what is chosen even when its radio is out of sight.
  const chosen = shown.find((o) => o.value === value);
  return (
    <FilterSection title={title} active={value !== undefined} onReset={() => onChange(undefined)}>
      {chosen && (
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
          Showing {chosen.label} only
        </Text>
      )}
      {shown.length ? (
        <OptionRadios
          label={title}
          value={value ?? null}
          onChange={onChange}
          options={shown.map((o) => ({ ...o, count: counts ? (counts.get(o.value) ?? 0) : undefined }))}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {emptyText}
        </Text>
      )}
    </FilterSection>
  );
}
