import { Box, Field, Input } from '@xchange/ui';
import type { Place } from '@xchange/contract';
import { PlaceOptions, usePlaceCombobox } from '@xchange/remote-kit';

export interface PlaceInputProps {
  value: string;
  onChange: (text: string) => void;
  onPick: (place: Place) => void;
}

/** A city picked from GET places suggestions (the server's offline dataset), as a combobox. */
export function PlaceInput({ value, onChange, onPick }: PlaceInputProps) {
  const combo = usePlaceCombobox({ query: value, delayMs: 250, onPick });
  return (
    <Box position="relative">
      <Field.Root>
        <Field.Label fontSize="sm">Place</Field.Label>
        <Input
          size="sm"
          value={value}
          maxLength={100}
          placeholder="Type a city"
          {...combo.inputProps}
          onChange={(e) => {
            onChange(e.target.value);
            combo.typed();
          }}
          onBlur={combo.close}
        />
      </Field.Root>
      <PlaceOptions listId={combo.listId} shown={combo.shown} active={combo.active} onPick={combo.pick} fontSize="sm" />
    </Box>
  );
}
