import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

export const subscriptionQueryKey = ['seller', 'subscription'] as const;

/** GET subscription: the signed-in seller's subscription, credits and payments. */
export function useSubscription() {
  const api = useApi();
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => call(api, 'subscription', { signal }),
  });
}
