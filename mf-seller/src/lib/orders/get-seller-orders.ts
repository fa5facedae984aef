import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { orderFromWire } from '@xchange/contract/accounts';
import type { OrderStatus, SellerOrdersQueryInput } from '@xchange/contract';
import { useApi, type ListState } from '@xchange/remote-kit';

export const sellerOrdersKey = ['seller', 'orders'] as const;

/** POST order/getSellerOrders: one page of the seller's orders, one status tab or all; aborted when the filter changes. */
export function useSellerOrders(query: ListState, status?: OrderStatus) {
  const api = useApi();
  const body: SellerOrdersQueryInput = {
    page: query.page,
    size: query.size,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    ...(query.search ? { search: query.search } : {}),
    ...(status ? { status } : {}),
  };
  return useQuery({
    queryKey: [...sellerOrdersKey, body],
    queryFn: async ({ signal }) => {
      const page = (await call(api, 'sellerOrders', { body, signal })).body;
      return { ...page, content: page.content.map(orderFromWire) };
    },
    placeholderData: keepPreviousData,
  });
}
