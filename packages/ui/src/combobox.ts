// @xchange/ui/combobox — Chakra's Combobox (Zag's ARIA combobox: listbox, groups, arrow keys, Enter, Escape,
// aria-activedescendant) and its list collection. An entry of its own, so only a page with a search box downloads it.
export { Combobox, createListCollection, useListCollection } from '@chakra-ui/react';
export type { ListCollection } from '@chakra-ui/react';
