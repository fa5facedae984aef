import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { successTexts } from '@xchange/contract/core';
import { useApi, useNotify } from '../../hooks';

/**
 * POST wishlist/add or wishlist/remove ?productid= for the signed-in buyer, with the docs/product.md §8 notices;
 * then refreshes the caller's queries that show the product's heart.
 */
export function useToggleWatchlist(refresh: readonly QueryKey[]) {
  const api = useApi();
  const notify = useNotify();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, starred }: { id: number; starred: boolean }) => {
      await call(api, starred ? 'wishlistRemove' : 'wishlistAdd', { query: { productid: id } });
      return !starred;
    },
    onSuccess: (nowStarred) => {
      notify({ type: 'success', title: nowStarred ? successTexts.addedToWatchlist : successTexts.removedFromWatchlist });
      return Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
