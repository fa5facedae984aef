import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { idempotencyKeyHeader, orderFromWire, orderSaveToWire } from '@xchange/contract/accounts';
import type { OrderSaveInput } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST order/save with the checkout attempt's Idempotency-Key: a retry of the same attempt never places twice. */
export function usePlaceOrder() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: OrderSaveInput; key: string }) =>
      call(api, 'saveOrder', { body: orderSaveToWire(body), headers: { [idempotencyKeyHeader]: key } }).then((orders) =>
        orders.map(orderFromWire),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['orders'] }),
  });
}
