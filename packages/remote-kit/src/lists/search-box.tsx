import { useState, type FormEvent } from 'react';
import { Button, Input, chakra, type HTMLChakraProps } from '@xchange/ui';

export interface SearchBoxProps extends Omit<HTMLChakraProps<'form'>, 'onSubmit' | 'role' | 'children' | 'aria-label'> {
  /** Accessible name of the box and its search landmark, e.g. 'Search brands'. */
  label: string;
  onSearch: (search: string) => void;
  placeholder?: string;
  /** Apply the search on every keystroke, not only on Enter or the Search button. */
  live?: boolean;
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A search box: Enter or the Search button applies it; clearing the box shows everything again. */
export function SearchBox({ label, onSearch, placeholder = 'Search', live = false, ...layout }: SearchBoxProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(tidy(text));
  };
  return (
    <chakra.form role="search" aria-label={label} onSubmit={submit} display="flex" gap={2} w="full" maxW="md" {...layout}>
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={50}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setText(value);
          if (live || value === '') onSearch(tidy(value));
        }}
      />
      <Button type="submit" variant="outline" colorPalette="gray">
        Search
      </Button>
    </chakra.form>
  );
}
