import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

/** GET home/lookups, read for its seller list (docs/product.md §7 admin: the promotion dialog's seller choices). */
export function useSellersLookup() {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'lookups', 'sellers'],
    queryFn: async ({ signal }) => (await call(api, 'lookups', { signal })).seller,
    staleTime: 60_000,
  });
}
