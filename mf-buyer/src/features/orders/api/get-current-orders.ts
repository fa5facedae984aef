import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { orderFromWire } from '@xchange/contract/accounts';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';

/** POST order: one page of the buyer's current orders, searched and sorted (aborted when the query changes). */
export function useCurrentOrders(query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: ['orders', 'current', query],
    queryFn: async ({ signal }) => {
      const page = await call(api, 'buyerOrders', { body: listBody(query), signal });
      return { ...page, content: page.content.map(orderFromWire) };
    },
    placeholderData: keepPreviousData,
  });
}
