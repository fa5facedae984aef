import { useQuery } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import { placesMinQueryLength } from '@xchange/contract/core';
import { useApi } from '../hooks';

/** GET places?q= : cities matching a name prefix from the server's offline dataset; a failed search shows none. */
export function usePlaces(q: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['places', q],
    queryFn: ({ signal }) => call(api, 'places', { query: { q, limit: 8 }, signal, ...withoutNotices }),
    enabled: q.length >= placesMinQueryLength,
    staleTime: 5 * 60_000,
  });
}
