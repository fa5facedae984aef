import { defaultSort } from '@xchange/contract/core';
import type { ShopQuery, ShopSort, ShopUpdate } from '@xchange/contract';
import { SearchBar } from './search-bar';

// A search ranks by relevance; without one, relevance falls back to the default price order.
const sortForSearch = (search: string | undefined, sort: ShopSort): ShopSort =>
  search ? 'relevance' : sort === 'relevance' ? defaultSort : sort;

export interface CatalogSearchProps {
  query: ShopQuery;
  update: ShopUpdate;
  label?: string;
  submitLabel?: string;
}

/** The search box of a catalog view: words replace the search, a suggested brand or category becomes the filter. */
export function CatalogSearch({ query, update, label, submitLabel }: CatalogSearchProps) {
  return (
    <SearchBar
      key={query.search ?? ''}
      value={query.search}
      label={label}
      submitLabel={submitLabel}
      onSearch={(search) => update((q) => ({ search, exact: undefined, sort: sortForSearch(search, q.sort) }))}
      onFilter={(filter) => update((q) => ({ ...filter, search: undefined, exact: undefined, sort: sortForSearch(undefined, q.sort) }))}
    />
  );
}
