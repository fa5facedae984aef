import { useState } from 'react';
import { defaultPage, defaultPageSize } from '@xchange/contract/core';
import type { ListQuery, SortOrder } from '@xchange/contract';

export interface ListState extends ListQuery {
  sortBy: string;
  search: string;
}

export interface ListSort {
  sortBy: string;
  sortOrder: SortOrder;
}

/**
 * Page, size, sort and search of a list, starting from `initial` sort (docs/product.md §4: a change re-fetches; a new page size
 * keeps the page). A new search goes back to page 1, since the old page may not exist among fewer results.
 */
export function useListQuery(initial: ListSort) {
  const [query, setQuery] = useState<ListState>({ page: defaultPage, size: defaultPageSize, search: '', ...initial });
  return {
    query,
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
    setSize: (size: number) => setQuery((q) => ({ ...q, size })),
    setSort: (sort: ListSort) => setQuery((q) => ({ ...q, ...sort })),
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

/** One page of rows already in memory (client-side paging). */
export const pageOf = <T>(rows: readonly T[], page: number, size: number): T[] => rows.slice((page - 1) * size, page * size);
