import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { apiKeysQueryKey } from './get-api-keys';

/** DELETE seller/api-keys/:id: the key stops working at once. */
export function useRevokeApiKey() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api, 'revokeApiKey', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
