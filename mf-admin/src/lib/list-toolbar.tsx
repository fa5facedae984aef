import type { ReactNode } from 'react';
import { Flex, HStack } from '@xchange/ui';
import { SearchBox } from '@xchange/remote-kit';

export interface ListToolbarProps {
  /** Accessible name of the search box, e.g. 'Search brands'. */
  searchLabel: string;
  onSearch: (search: string) => void;
  /** The Add button and anything else beside the search. */
  actions?: ReactNode;
}

/** A search box (Enter or the Search button applies it) with the list's actions beside it. */
export function ListToolbar({ searchLabel, onSearch, actions }: ListToolbarProps) {
  return (
    <Flex gap={3} wrap="wrap" justify="space-between" align="center">
      <SearchBox label={searchLabel} onSearch={onSearch} flex="1" minW="16rem" w="auto" />
      {actions && <HStack gap={2}>{actions}</HStack>}
    </Flex>
  );
}
