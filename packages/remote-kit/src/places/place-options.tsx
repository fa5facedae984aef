import { Box } from '@xchange/ui';
import type { Place } from '@xchange/contract';

export interface PlaceOptionsProps {
  listId: string;
  shown: Place[];
  active: number;
  onPick: (place: Place) => void;
  fontSize?: 'sm' | 'md';
}

/** The listbox of a place combobox, under its input (the parent is `position: relative`). */
export function PlaceOptions({ listId, shown, active, onPick, fontSize = 'md' }: PlaceOptionsProps) {
  return (
    <Box
      as="ul"
      role="listbox"
      id={listId}
      aria-label="Places"
      hidden={!shown.length}
      position="absolute"
      zIndex="dropdown"
      insetX={0}
      mt={1}
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      maxH="60"
      overflowY="auto"
      listStyleType="none"
    >
      {shown.map((place, i) => (
        <Box
          as="li"
          key={`${place.label}-${place.latitude}-${place.longitude}`}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === active}
          px={3}
          py={2}
          fontSize={fontSize}
          cursor="pointer"
          bg={i === active ? 'brand.subtle' : undefined}
          _hover={{ bg: 'bg.muted' }}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(place)}
        >
          {place.label}
        </Box>
      ))}
    </Box>
  );
}
