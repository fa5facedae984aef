import { useId, useState } from 'react';
import { HStack, NativeSelect, Text, chakra } from '@xchange/ui';
import { defaultRadiusMiles, radiusMiles } from '@xchange/contract/core';
import type { NearPlace } from '@xchange/contract';
import { FilterSection } from './filter-section';
import { PlaceInput } from './place-input';

/** "Within N miles of <place>": the radius applies as soon as a place is picked. Keyed by the applied place. */
export function DistanceFilter({ value, onChange }: { value: NearPlace | undefined; onChange: (near: NearPlace | undefined) => void }) {
  const selectId = useId();
  const [text, setText] = useState(value?.label ?? '');
  const [miles, setMiles] = useState(value?.miles ?? defaultRadiusMiles);
  const choices = (radiusMiles as readonly number[]).includes(miles) ? radiusMiles : [...radiusMiles, miles].sort((a, b) => a - b);

  return (
    <FilterSection
      title="Distance"
      active={Boolean(value)}
      onReset={() => {
        setText('');
        onChange(undefined);
      }}
    >
      <HStack gap={2}>
        <chakra.label htmlFor={selectId} fontSize="sm">
          Within
        </chakra.label>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            id={selectId}
            aria-label="Distance in miles"
            value={String(miles)}
            onChange={(e) => {
              const next = Number(e.currentTarget.value);
              setMiles(next);
              if (value) onChange({ ...value, miles: next });
            }}
          >
            {choices.map((m) => (
              <option key={m} value={m}>
                {m} miles
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text fontSize="sm">of</Text>
      </HStack>
      <PlaceInput
        value={text}
        onChange={setText}
        onPick={(p) => onChange({ label: p.label, latitude: p.latitude, longitude: p.longitude, miles })}
      />
      {value && (
        <Text fontSize="sm" color="fg.muted">
          Showing equipment within {value.miles} miles of {value.label}.
        </Text>
      )}
    </FilterSection>
  );
}
