import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { productFromWire } from '@xchange/contract/core';
import { useApi } from '@xchange/remote-kit';
import { productKey } from './product-keys';

/** GET product/:id: one listing (the owner also reads its own hidden one). */
export function useProduct(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: productKey(id),
    queryFn: async ({ signal }) => productFromWire(await call(api, 'product', { params: { id }, signal })),
    enabled: Number.isInteger(id) && id > 0,
  });
}
