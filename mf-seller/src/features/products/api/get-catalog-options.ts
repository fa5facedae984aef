import { useQuery } from '@tanstack/react-query';
import { endpoints, maxPageSize, type Brand, type Category, type Paged } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

// docs/product.md §7 asks 5 brands on the edit form; every brand is offered on both so an edited listing's brand is always there
const allByName = { page: 1, size: maxPageSize, sortBy: 'name', sortOrder: 'asc' } as const;

/** POST brands/getBrands: the Manufacturer choices (always fresh, so a brand an admin just added is there). */
export function useBrandOptions() {
  const api = useApi();
  return useQuery({
    queryKey: ['seller', 'brand-options'],
    queryFn: ({ signal }) => api.post(endpoints.brands.path, { json: allByName, signal }).json<Paged<Brand>>(),
    staleTime: 0,
  });
}

/** POST categories/getCategories: the Category (type of instrument) choices. */
export function useCategoryOptions() {
  const api = useApi();
  return useQuery({
    queryKey: ['seller', 'category-options'],
    queryFn: ({ signal }) => api.post(endpoints.categories.path, { json: allByName, signal }).json<Paged<Category>>(),
    staleTime: 0,
  });
}
