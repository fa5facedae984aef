import { useQuery } from '@tanstack/react-query';
import { endpoints, type Order } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** GET order: every order of the buyer, newest first (history and payments). */
export function useAllOrders() {
  const api = useApi();
  return useQuery({
    queryKey: ['orders', 'all'],
    queryFn: ({ signal }) => api.get(endpoints.allBuyerOrders.path, { signal }).json<Order[]>(),
  });
}
