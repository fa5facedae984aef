import { useState, type FormEvent } from 'react';
import { Button, Input, chakra } from '@xchange/ui';

/** A search box applied with Enter or its Search button; clearing it shows everything again. */
export function SearchBox({ label, placeholder, onSearch }: { label: string; placeholder: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.replace(/\s+/g, ' ').trim());
  };
  return (
    <chakra.form role="search" aria-label={label} onSubmit={submit} display="flex" gap={2} w="full" maxW="md">
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={50}
        onChange={(e) => {
          setText(e.currentTarget.value);
          if (e.currentTarget.value === '') onSearch('');
        }}
      />
      <Button type="submit" variant="outline" colorPalette="gray">
        Search
      </Button>
    </chakra.form>
  );
}
