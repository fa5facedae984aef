import { useQuery } from '@tanstack/react-query';
import { endpoints, type Lookups } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** GET home/lookups: the brands, categories, sellers and locations the filters offer. */
export function useLookups() {
  const api = useApi();
  return useQuery({
    queryKey: ['shop', 'lookups'],
    queryFn: ({ signal }) => api.get(endpoints.lookups.path, { signal }).json<Lookups>(),
    staleTime: 5 * 60_000,
  });
}
