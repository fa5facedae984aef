import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type OrderPage } from '@xchange/contract';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';

/** POST order: one page of the buyer's current orders, searched and sorted (aborted when the query changes). */
export function useCurrentOrders(query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: ['orders', 'current', query],
    queryFn: ({ signal }) => api.post(endpoints.buyerOrders.path, { json: listBody(query), signal }).json<OrderPage>(),
    placeholderData: keepPreviousData,
  });
}
