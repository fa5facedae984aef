import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { withoutNotices } from '@xchange/api-client';
import { endpoints, type Place } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** Shortest text the places search answers. */
export const placesMinQuery = 2;

/** GET places?q= : cities matching a name prefix, from the server's offline dataset. */
export const getPlaces = (api: KyInstance, q: string, signal?: AbortSignal): Promise<Place[]> =>
  api.get(endpoints.places.path, { searchParams: { q, limit: 8 }, signal, ...withoutNotices }).json<Place[]>();

/** Address suggestions; an unanswered search just shows none (the address can still be typed). */
export function usePlaces(q: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['places', q],
    queryFn: ({ signal }) => getPlaces(api, q, signal),
    enabled: q.length >= placesMinQuery,
    staleTime: 5 * 60_000,
  });
}
