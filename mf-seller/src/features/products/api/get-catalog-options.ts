import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { maxPageSize } from '@xchange/contract/core';
import { useApi } from '@xchange/remote-kit';

// docs/product.md §7 asks 5 brands on the edit form; every brand is offered on both so an edited listing's brand is always there
const allByName = { page: 1, size: maxPageSize, sortBy: 'name', sortOrder: 'asc' } as const;

/** POST brands/getBrands: the Manufacturer choices (always fresh, so a brand an admin just added is there). */
export function useBrandOptions() {
  const api = useApi();
  return useQuery({
    queryKey: ['seller', 'brand-options'],
    queryFn: ({ signal }) => call(api, 'brands', { body: allByName, signal }),
    staleTime: 0,
  });
}

/** POST categories/getCategories: the Category (type of instrument) choices. */
export function useCategoryOptions() {
  const api = useApi();
  return useQuery({
    queryKey: ['seller', 'category-options'],
    queryFn: ({ signal }) => call(api, 'categories', { body: allByName, signal }),
    staleTime: 0,
  });
}
