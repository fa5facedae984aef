import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { SavedSearchList } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { savedSearchesKey } from './get-saved-searches';

const withWatchlistAlerts = (on: boolean) => (list: SavedSearchList | undefined) => list && { ...list, watchlistAlerts: on };

/** PUT saved-searches/watchlist-alerts: price drops on the watchlist mailed or not; shown at once, undone on a refusal. */
export function useSetWatchlistAlerts() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => call(api, 'watchlistAlerts', { body: { watchlistAlerts: on } }),
    onMutate: async (on) => {
      await client.cancelQueries({ queryKey: savedSearchesKey });
      const before = client.getQueryData<SavedSearchList>(savedSearchesKey);
      client.setQueryData(savedSearchesKey, withWatchlistAlerts(on));
      return { before };
    },
    onError: (_error, _on, context) => {
      if (context?.before) client.setQueryData(savedSearchesKey, context.before);
    },
    onSuccess: (answer) => client.setQueryData(savedSearchesKey, withWatchlistAlerts(answer.watchlistAlerts)),
  });
}
