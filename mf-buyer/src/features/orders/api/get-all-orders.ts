import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { orderFromWire } from '@xchange/contract/accounts';
import { useApi } from '@xchange/remote-kit';

/** GET order: every order of the buyer, newest first (history and payments). */
export function useAllOrders() {
  const api = useApi();
  return useQuery({
    queryKey: ['orders', 'all'],
    queryFn: async ({ signal }) => (await call(api, 'allBuyerOrders', { signal })).map(orderFromWire),
  });
}
