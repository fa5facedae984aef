import { useState, type FormEvent } from 'react';
import { Button, Input, chakra } from '@xchange/ui';

/** A search box: Enter or the Search button applies it; clearing the box shows everything again. */
export function SearchBox({ label, onSearch, live = false }: { label: string; onSearch: (search: string) => void; live?: boolean }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.replace(/\s+/g, ' ').trim());
  };
  return (
    <chakra.form role="search" aria-label={label} onSubmit={submit} display="flex" gap={2} maxW="md" w="full">
      <Input
        type="search"
        aria-label={label}
        placeholder="Search"
        value={text}
        maxLength={50}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setText(value);
          if (live || value === '') onSearch(value.replace(/\s+/g, ' ').trim());
        }}
      />
      <Button type="submit" variant="outline" colorPalette="gray">
        Search
      </Button>
    </chakra.form>
  );
}
