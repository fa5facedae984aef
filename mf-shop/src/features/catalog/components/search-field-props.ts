import type { ReactNode } from 'react';

/** What the search box's two fields share: the text (the search bar's), the label and the submit button beside it. */
export interface SearchFieldProps {
  text: string;
  onTextChange: (text: string) => void;
  label: string;
  placeholder: string;
  maxLength: number;
  /** The submit button, laid out beside the input. */
  submit: ReactNode;
}
