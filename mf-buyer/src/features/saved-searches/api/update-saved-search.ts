import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { SavedSearchList, SavedSearchUpdate } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { savedSearchesKey } from './get-saved-searches';

export interface SavedSearchChange {
  id: number;
  change: SavedSearchUpdate;
}

/**
 * PUT saved-searches/:id: rename, alert on or off, frequency. The list shows the change at once and goes back to what
 * it was when the server refuses (the client's notice says why).
 */
export function useUpdateSavedSearch() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: SavedSearchChange) => call(api, 'updateSavedSearch', { params: { id }, body: change }),
    onMutate: async ({ id, change }) => {
      await client.cancelQueries({ queryKey: savedSearchesKey });
      const before = client.getQueryData<SavedSearchList>(savedSearchesKey);
      client.setQueryData<SavedSearchList>(
        savedSearchesKey,
        (list) => list && { ...list, items: list.items.map((s) => (s.id === id ? { ...s, ...change } : s)) },
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData(savedSearchesKey, context.before);
    },
    onSuccess: (saved) => {
      client.setQueryData<SavedSearchList>(
        savedSearchesKey,
        (list) => list && { ...list, items: list.items.map((s) => (s.id === saved.id ? saved : s)) },
      );
    },
  });
}
