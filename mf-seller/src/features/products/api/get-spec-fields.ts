import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

/** GET specs/fields?category=: the chosen category's specification fields for the product form (docs/product.md §2.9). */
export function useSpecFields(category: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['seller', 'spec-fields', category.toLowerCase()],
    queryFn: ({ signal }) => call(api, 'specFields', { query: { category }, signal }),
    enabled: category.trim() !== '',
    staleTime: 0,
  });
}
