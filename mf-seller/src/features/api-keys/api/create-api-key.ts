import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { NewApiKeyInput } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { apiKeysQueryKey } from './get-api-keys';

/** POST seller/api-keys: a new key, whose secret is in this answer only. */
export function useCreateApiKey() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewApiKeyInput) => call(api, 'createApiKey', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
