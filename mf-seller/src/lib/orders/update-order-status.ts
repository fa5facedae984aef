import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Order, type UpdateOrderStatusInput } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { sellerOrdersKey } from './get-seller-orders';

/** POST order/update-status: one row's status, payment status and comments; the lists reload afterwards (docs/product.md §4). */
export function useUpdateOrderStatus() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateOrderStatusInput) => api.post(endpoints.updateOrderStatus.path, { json: change }).json<Order>(),
    onSuccess: () => client.invalidateQueries({ queryKey: sellerOrdersKey }),
  });
}
