import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { successTexts } from '@xchange/contract';
import { useApi, useNotify } from '@xchange/remote-kit';

/** POST wishlist/add or wishlist/remove ?productid= for the signed-in buyer, with the docs/product.md §8 notices. */
export function useToggleWatchlist() {
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
      return client.invalidateQueries({ queryKey: ['shop'] });
    },
  });
}
