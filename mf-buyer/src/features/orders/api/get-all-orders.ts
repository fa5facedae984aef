import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

/** GET order: every order of the buyer, newest first (history and payments). */
export function useAllOrders() {
  const api = useApi();
  return useQuery({
    queryKey: ['orders', 'all'],
    queryFn: ({ signal }) => call(api, 'allBuyerOrders', { signal }),
  });
}
