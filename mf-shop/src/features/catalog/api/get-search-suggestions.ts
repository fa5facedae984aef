import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import { suggestLimits } from '@xchange/contract/listings';
import { useApi } from '@xchange/remote-kit';

/**
 * GET home/suggest?q= for the search box. A new text is a new query key, so the request for the previous text is
 * aborted (its signal) rather than left to answer late; a failed lookup shows no suggestions and no notice.
 */
export function useSearchSuggestions(q: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['shop', 'suggest', q],
    queryFn: ({ signal }) => call(api, 'searchSuggestions', { query: { q }, signal, ...withoutNotices }),
    enabled: q.length >= suggestLimits.minQueryLength,
    staleTime: 60_000,
    // the list keeps the last suggestions while the next ones load, instead of closing and opening again
    placeholderData: keepPreviousData,
  });
}
