import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

export const savedSearchesKey = ['saved-searches'] as const;

/** GET saved-searches: the buyer's saved searches (newest first) and whether watchlist price drops are mailed. */
export function useSavedSearches() {
  const api = useApi();
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => call(api, 'savedSearches', { signal }),
  });
}
