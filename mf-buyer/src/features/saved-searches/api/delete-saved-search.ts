import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { savedSearchTexts } from '@xchange/contract/core';
import type { SavedSearchList } from '@xchange/contract';
import { useApi, useNotify } from '@xchange/remote-kit';
import { savedSearchesKey } from './get-saved-searches';

/** DELETE saved-searches/:id ('Saved search deleted.'). */
export function useDeleteSavedSearch() {
  const api = useApi();
  const notify = useNotify();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api, 'deleteSavedSearch', { params: { id } }),
    onSuccess: async (_, id) => {
      notify({ type: 'success', title: savedSearchTexts.deleted });
      await client.cancelQueries({ queryKey: savedSearchesKey });
      client.setQueryData<SavedSearchList>(savedSearchesKey, (list) => list && { ...list, items: list.items.filter((s) => s.id !== id) });
    },
  });
}
