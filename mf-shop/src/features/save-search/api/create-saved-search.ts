import { useMutation } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import type { NewSavedSearch } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST saved-searches: saves the shop view under a name; the dialog shows a refusal itself, so no notice. */
export function useCreateSavedSearch() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: NewSavedSearch) => call(api, 'createSavedSearch', { body, ...withoutNotices }),
  });
}
