import { useState } from 'react';
import { defaultPage, defaultPageSize, type ListQuery, type SortOrder } from '@xchange/contract';

export interface ListState extends ListQuery {
  sortBy: string;
  search: string;
}

/** Page, size, sort and search of a buyer list (SPEC §4: a new page size keeps the page; a new search starts at page 1). */
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

/** The request body of a list call: the search only when there is one. */
export const listBody = (q: ListState) => ({
  page: q.page,
  size: q.size,
  sortBy: q.sortBy,
  sortOrder: q.sortOrder,
  ...(q.search ? { search: q.search } : {}),
});

/** One page of rows already in memory (client-side paging). */
export const pageOf = <T,>(rows: readonly T[], page: number, size: number): T[] => rows.slice((page - 1) * size, page * size);
