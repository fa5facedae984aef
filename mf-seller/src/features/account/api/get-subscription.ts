import { useQuery } from '@tanstack/react-query';
import { endpoints, type Subscription } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

export const subscriptionQueryKey = ['seller', 'subscription'] as const;

/** GET subscription: the signed-in seller's subscription, credits and payments. */
export function useSubscription() {
  const api = useApi();
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => api.get(endpoints.subscription.path, { signal }).json<Subscription>(),
  });
}
