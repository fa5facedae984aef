import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Box, TextInput } from '@xchange/ui';
import { addressMaxLength, type Place } from '@xchange/contract';
import { placesMinQuery, usePlaces } from '../api/get-places';
import { useDebouncedValue } from '../hooks/use-debounced-value';

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
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(open ? cityPart(value) : '', 300);
  const { data: places = [] } = usePlaces(q);
  const shown = open && q.length >= placesMinQuery ? places : [];

  const pick = (place: Place) => {
    const street = streetPart(value);
    onPick(place, (street ? `${street}, ${place.label}` : place.label).slice(0, addressMaxLength));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!shown.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + shown.length) % shown.length);
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      pick(shown[active]!);
    } else if (e.key === 'Escape') setOpen(false);
  };

  return (
    <Box position="relative">
      <TextInput
        label="Address"
        required
        name={name}
        ref={ref}
        value={value}
        maxLength={addressMaxLength}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        helperText="Street, then the city: pick the city from the list."
        error={error}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
        onKeyDown={onKeyDown}
      />
      <Box as="ul" role="listbox" id={listId} aria-label="Places" hidden={!shown.length} position="absolute" zIndex="dropdown"
        insetX={0} mt={1} bg="bg" borderWidth="1px" borderRadius="md" boxShadow="md" maxH="60" overflowY="auto" listStyleType="none">
        {shown.map((place, i) => (
          <Box as="li" key={`${place.label}-${place.latitude}-${place.longitude}`} id={`${listId}-${i}`} role="option" aria-selected={i === active}
            px={3} py={2} cursor="pointer" bg={i === active ? 'brand.subtle' : undefined} _hover={{ bg: 'bg.muted' }}
            onMouseDown={(e) => e.preventDefault()} onClick={() => pick(place)}>
            {place.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
