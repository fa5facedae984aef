import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

/** GET subscription: whether the seller may publish now (status and listing credits). */
export function usePublishStatus() {
  const api = useApi();
  return useQuery({
    queryKey: ['seller', 'subscription'],
    queryFn: ({ signal }) => call(api, 'subscription', { signal }),
  });
}
