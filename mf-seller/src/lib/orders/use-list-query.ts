import { useState } from 'react';
import { defaultPage, defaultPageSize, type ListQuery, type SortOrder } from '@xchange/contract';

export interface ListState extends ListQuery {
  sortBy: string;
  search: string;
}

/**
 * Page, size, sort and search of a seller list (SPEC §4: a change re-fetches; a new page size keeps the page).
 * A new search goes back to page 1, since the old page may not exist among fewer results.
 */
export function useListQuery(initial: { sortBy: string; sortOrder: SortOrder }) {
  const [query, setQuery] = useState<ListState>({ page: defaultPage, size: defaultPageSize, search: '', ...initial });
  return {
    query,
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
    setSize: (size: number) => setQuery((q) => ({ ...q, size })),
    setSort: (sort: { sortBy: string; sortOrder: SortOrder }) => setQuery((q) => ({ ...q, ...sort })),
    setSearch: (search: string) => setQuery((q) => ({ ...q, search, page: 1 })),
  };
}
