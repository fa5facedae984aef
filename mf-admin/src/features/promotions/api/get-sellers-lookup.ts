import { useQuery } from '@tanstack/react-query';
import { endpoints, type Lookups } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** GET home/lookups, read for its seller list (docs/product.md §7 admin: the promotion dialog's seller choices). */
export function useSellersLookup() {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'lookups', 'sellers'],
    queryFn: async ({ signal }) => (await api.get(endpoints.lookups.path, { signal }).json<Lookups>()).seller,
    staleTime: 60_000,
  });
}
