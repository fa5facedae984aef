import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { successTexts } from '@xchange/contract/core';
import type { Product } from '@xchange/contract';
import { useApi, useNotify } from '@xchange/remote-kit';
import { watchlistKey } from './get-watchlist';

/** POST wishlist/remove?productid=: takes a listing off the watchlist ('Watchlist removed.'). */
export function useRemoveFromWatchlist() {
  const api = useApi();
  const notify = useNotify();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api, 'wishlistRemove', { query: { productid: id } }),
    onSuccess: async (_, id) => {
      notify({ type: 'success', title: successTexts.watchlistRemoved });
      // a load started before the removal must not bring the listing back
      await client.cancelQueries({ queryKey: watchlistKey });
      client.setQueryData<Product[]>(watchlistKey, (list) => list?.filter((p) => p.id !== id));
      await client.invalidateQueries({ queryKey: watchlistKey });
    },
  });
}
