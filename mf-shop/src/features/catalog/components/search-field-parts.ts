import type { ReactNode } from 'react';
import { chakra, type SystemStyleObject } from '@xchange/ui';

// What the search box's two fields (./plain-search-field, ./suggesting-search-field) share, in one place: the swap
// from one to the other must neither move nor restyle anything.

export const searchPlaceholder = 'Name, brand, category or model number, e.g. DSO-X 3034A';
export const searchLabelStyle: SystemStyleObject = { display: 'block', fontWeight: 'semibold', mb: 2, fontSize: 'md' };
/** The input beside the submit button on wide screens, above it on narrow ones. */
export const SearchRow = chakra('div', {
  base: { display: 'flex', gap: 2, flexDirection: { base: 'column', md: 'row' }, alignItems: 'stretch' },
});

/** Where the plain field's caret was as it gave way to the combobox, for the combobox to take over. */
export interface HandedFocus {
  start: number | null;
  end: number | null;
}

export interface SearchFieldProps {
  /** The words in the box (the search bar's). */
  text: string;
  onTextChange: (text: string) => void;
  label: string;
  /** The submit button, laid out beside the input. */
  submit: ReactNode;
}
