import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { orderFromWire } from '@xchange/contract/accounts';
import type { UpdateOrderStatusInput } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { sellerOrdersKey } from './get-seller-orders';

/** POST order/update-status: one row's status, payment status and comments; the lists reload afterwards (docs/product.md §4). */
export function useUpdateOrderStatus() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateOrderStatusInput) => orderFromWire(await call(api, 'updateOrderStatus', { body: change })),
    onSuccess: () => client.invalidateQueries({ queryKey: sellerOrdersKey }),
  });
}
