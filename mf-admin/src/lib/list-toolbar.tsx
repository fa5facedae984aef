import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Flex, HStack, Input, chakra } from '@xchange/ui';

export interface ListToolbarProps {
  /** Accessible name of the search box, e.g. 'Search brands'. */
  searchLabel: string;
  onSearch: (search: string) => void;
  /** The Add button and anything else beside the search. */
  actions?: ReactNode;
}

/** A search box (Enter or the Search button applies it) with the list's actions beside it. */
export function ListToolbar({ searchLabel, onSearch, actions }: ListToolbarProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.replace(/\s+/g, ' ').trim());
  };
  return (
    <Flex gap={3} wrap="wrap" justify="space-between" align="center">
      <chakra.form role="search" onSubmit={submit} display="flex" gap={2} flex="1" minW="16rem" maxW="md">
        <Input
          type="search"
          aria-label={searchLabel}
          placeholder="Search"
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
      {actions && <HStack gap={2}>{actions}</HStack>}
    </Flex>
  );
}
