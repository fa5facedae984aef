import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, idempotencyKeyHeader, type Order, type OrderSaveInput } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST order/save with the checkout attempt's Idempotency-Key: a retry of the same attempt never places twice. */
export function usePlaceOrder() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: OrderSaveInput; key: string }) =>
      api.post(endpoints.saveOrder.path, { json: body, headers: { [idempotencyKeyHeader]: key } }).json<Order[]>(),
    onSuccess: () => client.invalidateQueries({ queryKey: ['orders'] }),
  });
}
