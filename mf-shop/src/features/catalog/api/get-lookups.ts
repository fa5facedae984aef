import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { lookupsFromWire, lookupsRequest } from '@xchange/contract/core';
import { useApi, useTakeEarly } from '@xchange/remote-kit';

/** GET home/lookups: the brands, categories, sellers and locations the filters offer. */
export function useLookups() {
  const api = useApi();
  const takeEarly = useTakeEarly();
  return useQuery({
    queryKey: ['shop', 'lookups'],
    queryFn: async ({ signal }) => lookupsFromWire(await (takeEarly(lookupsRequest) ?? call(api, 'lookups', { signal }))),
    staleTime: 5 * 60_000,
  });
}
