import { useQuery } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

/** GET specs/fields?category=: the chosen category's fields, for its filters (docs/product.md §2.4). */
export function useSpecFields(category: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['shop', 'spec-fields', category?.toLowerCase()],
    queryFn: ({ signal }) => call(api, 'specFields', { query: { category: category! }, signal, ...withoutNotices }),
    enabled: Boolean(category),
    staleTime: 5 * 60_000,
  });
}
