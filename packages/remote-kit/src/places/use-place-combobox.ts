import { useId, useState, type KeyboardEvent } from 'react';
import { placesMinQueryLength } from '@xchange/contract/core';
import type { Place } from '@xchange/contract';
import { usePlaces } from './get-places';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The state of a text input that suggests cities from GET places as an ARIA combobox: the input's props and the
 * suggestions to show. `query` is the part of the text to search (a city, or the part after an address's last comma).
 */
export function usePlaceCombobox({ query, delayMs, onPick }: { query: string; delayMs: number; onPick: (place: Place) => void }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(open ? query.trim() : '', delayMs);
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

  return {
    listId,
    shown,
    active,
    pick,
    /** Call from the input's onChange after passing the text on. */
    typed: () => {
      setOpen(true);
      setActive(-1);
    },
    close: () => setOpen(false),
    inputProps: {
      autoComplete: 'off',
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': shown.length > 0,
      'aria-controls': listId,
      'aria-activedescendant': active >= 0 ? `${listId}-${active}` : undefined,
      onKeyDown,
    },
  };
}
