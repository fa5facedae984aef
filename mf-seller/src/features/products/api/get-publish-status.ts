import { useQuery } from '@tanstack/react-query';
import { endpoints, type Subscription } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** GET subscription: whether the seller may publish now (status and listing credits). */
export function usePublishStatus() {
  const api = useApi();
  return useQuery({
    queryKey: ['seller', 'subscription'],
    queryFn: ({ signal }) => api.get(endpoints.subscription.path, { signal }).json<Subscription>(),
  });
}
