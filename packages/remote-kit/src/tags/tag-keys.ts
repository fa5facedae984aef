import type { KeyboardEvent } from 'react';

export interface TagKeysOptions {
  /** What is typed in the tag input. */
  text: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  /** Enter: confirm the typed tag (the input decides which). */
  onEnter: () => void;
  onEscape?: () => void;
}

/** The keys of a tag input: Enter confirms without submitting the form, Backspace in an empty input removes the last tag. */
export const tagKeyHandler =
  ({ text, tags, onChange, onEnter, onEscape }: TagKeysOptions) =>
  (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onEnter();
    } else if (e.key === 'Backspace' && text === '' && tags.length) {
      onChange(tags.slice(0, -1));
    } else if (e.key === 'Escape') {
      onEscape?.();
    }
  };
