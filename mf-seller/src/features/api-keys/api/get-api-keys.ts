import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

export const apiKeysQueryKey = ['seller', 'api-keys'] as const;

/** GET seller/api-keys: the seller's keys, newest first (never the keys themselves). */
export function useApiKeys() {
  const api = useApi();
  return useQuery({ queryKey: apiKeysQueryKey, queryFn: ({ signal }) => call(api, 'apiKeys', { signal }) });
}
