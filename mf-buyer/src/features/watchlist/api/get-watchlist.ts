import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { productFromWire } from '@xchange/contract/core';
import { useApi } from '@xchange/remote-kit';

export const watchlistKey = ['watchlist'] as const;

/** GET wishlist: the buyer's watchlisted listings, newest first. */
export function useWatchlist() {
  const api = useApi();
  return useQuery({
    queryKey: watchlistKey,
    queryFn: async ({ signal }) => (await call(api, 'wishlist', { signal })).map(productFromWire),
  });
}
