import { useQuery } from '@tanstack/react-query';
import { endpoints, type Product } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

export const watchlistKey = ['watchlist'] as const;

/** GET wishlist: the buyer's watchlisted listings, newest first. */
export function useWatchlist() {
  const api = useApi();
  return useQuery({ queryKey: watchlistKey, queryFn: ({ signal }) => api.get(endpoints.wishlist.path, { signal }).json<Product[]>() });
}
