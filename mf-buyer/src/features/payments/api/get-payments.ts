import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { orderFromWire } from '@xchange/contract/accounts';
import { useApi } from '@xchange/remote-kit';

/** GET order: the buyer's orders, whose amounts and payment details the payments page lists (newest first). */
export function usePayments() {
  const api = useApi();
  return useQuery({
    queryKey: ['orders', 'all'],
    queryFn: async ({ signal }) => (await call(api, 'allBuyerOrders', { signal })).map(orderFromWire),
  });
}
