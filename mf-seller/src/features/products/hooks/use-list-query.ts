import { useState } from 'react';
import { defaultPage, defaultPageSize, defaultSorts, type SortOrder } from '@xchange/contract';

export interface ListState {
  page: number;
  size: number;
  sortBy: string;
  sortOrder: SortOrder;
  search: string;
}

/** Page, size and sort of a product table (SPEC §4: a change re-fetches; a new page size keeps the page). */
export function useListQuery() {
  const [query, setQuery] = useState<ListState>({ page: defaultPage, size: defaultPageSize, search: '', ...defaultSorts.products });
  return {
    query,
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
    setSize: (size: number) => setQuery((q) => ({ ...q, size })),
    setSort: (sort: { sortBy: string; sortOrder: SortOrder }) => setQuery((q) => ({ ...q, ...sort })),
    setSearch: (search: string) => setQuery((q) => ({ ...q, search, page: 1 })),
    /** After a delete empties the last page, step back to the new last page. */
    clampPage: (total: number) => setQuery((q) => ({ ...q, page: Math.min(q.page, Math.max(1, Math.ceil(total / q.size))) })),
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
