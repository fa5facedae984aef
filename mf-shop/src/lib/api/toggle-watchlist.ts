import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, successTexts } from '@xchange/contract';
import { useApi, useNotify } from '@xchange/remote-kit';

/** POST wishlist/add or wishlist/remove ?productid= for the signed-in buyer, with the docs/product.md §8 notices. */
export function useToggleWatchlist() {
  const api = useApi();
  const notify = useNotify();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, starred }: { id: number; starred: boolean }) => {
      const endpoint = starred ? endpoints.wishlistRemove : endpoints.wishlistAdd;
      await api.post(endpoint.path, { searchParams: { productid: id } }).json();
      return !starred;
    },
    onSuccess: (nowStarred) => {
      notify({ type: 'success', title: nowStarred ? successTexts.addedToWatchlist : successTexts.removedFromWatchlist });
      return client.invalidateQueries({ queryKey: ['shop'] });
    },
  });
}
