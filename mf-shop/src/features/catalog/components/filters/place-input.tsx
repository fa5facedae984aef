import { useId, useState, type KeyboardEvent } from 'react';
import { Box, Field, Input } from '@xchange/ui';
import { placesMinQueryLength, type Place } from '@xchange/contract';
import { usePlaces } from '../../api/get-places';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

export interface PlaceInputProps {
  value: string;
  onChange: (text: string) => void;
  onPick: (place: Place) => void;
}

/** A city picked from GET places suggestions (the server's offline dataset), as a combobox. */
export function PlaceInput({ value, onChange, onPick }: PlaceInputProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(open ? value.trim() : '', 250);
  const { data: places = [] } = usePlaces(q);
  const shown = open && q.length >= placesMinQueryLength ? places : [];

  const pick = (place: Place) => {
    onPick(place);
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
      <Field.Root>
        <Field.Label fontSize="sm">Place</Field.Label>
        <Input size="sm" value={value} maxLength={100} autoComplete="off" placeholder="Type a city" role="combobox"
          aria-autocomplete="list" aria-expanded={shown.length > 0} aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onBlur={() => setOpen(false)} onKeyDown={onKeyDown} />
      </Field.Root>
      <Box as="ul" role="listbox" id={listId} aria-label="Places" hidden={!shown.length} position="absolute" zIndex="dropdown"
        insetX={0} mt={1} bg="bg" borderWidth="1px" borderRadius="md" boxShadow="md" maxH="60" overflowY="auto" listStyleType="none">
        {shown.map((place, i) => (
          <Box as="li" key={`${place.label}-${place.latitude}-${place.longitude}`} id={`${listId}-${i}`} role="option"
            aria-selected={i === active} px={3} py={2} fontSize="sm" cursor="pointer" bg={i === active ? 'brand.subtle' : undefined}
            _hover={{ bg: 'bg.muted' }} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(place)}>
            {place.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
