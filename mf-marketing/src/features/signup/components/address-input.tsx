import type { Ref } from 'react';
import { Box, TextInput } from '@xchange/ui';
import { addressMaxLength } from '@xchange/contract/core';
import type { Place } from '@xchange/contract';
import { PlaceOptions, usePlaceCombobox } from '@xchange/remote-kit';

export interface AddressInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** A suggestion was picked: the place and the address text it completes. */
  onPick: (place: Place, address: string) => void;
  error?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

// The street part stays as typed; the city is searched after the last comma ('12 Main St, Spring' → 'Spring').
const cityPart = (address: string) => address.split(',').at(-1)?.trim() ?? '';
const streetPart = (address: string) => address.split(',').slice(0, -1).join(',').trim();

/** Address with city autocomplete from GET places (offline dataset on the server), debounced. */
export function AddressInput({ value, onChange, onBlur, onPick, error, name, ref }: AddressInputProps) {
  const combo = usePlaceCombobox({
    query: cityPart(value),
    delayMs: 300,
    onPick: (place) => {
      const street = streetPart(value);
      onPick(place, (street ? `${street}, ${place.label}` : place.label).slice(0, addressMaxLength));
    },
  });
  return (
    <Box position="relative">
      <TextInput
        label="Address"
        required
        name={name}
        ref={ref}
        value={value}
        maxLength={addressMaxLength}
        {...combo.inputProps}
        helperText="Street, then the city: pick the city from the list."
        error={error}
        onChange={(e) => {
          onChange(e.target.value);
          combo.typed();
        }}
        onBlur={() => {
          combo.close();
          onBlur();
        }}
      />
      <PlaceOptions listId={combo.listId} shown={combo.shown} active={combo.active} onPick={combo.pick} />
    </Box>
  );
}
