import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { lookupsFromWire } from '@xchange/contract/core';
import { useApi } from '@xchange/remote-kit';

/** GET home/lookups: the brands, categories, sellers and locations the filters offer. */
export function useLookups() {
  const api = useApi();
  return useQuery({
    queryKey: ['shop', 'lookups'],
    queryFn: async ({ signal }) => lookupsFromWire(await call(api, 'lookups', { signal })),
    staleTime: 5 * 60_000,
  });
}
