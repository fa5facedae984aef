import { useQuery } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import { productFromWire } from '@xchange/contract/core';
import { useApi } from '@xchange/remote-kit';

/** GET product/:id/similar: up to 8 listings of the same category nearest in specs and price (docs/product.md §2.9). */
export function useSimilar(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['shop', 'similar', id],
    queryFn: async ({ signal }) => (await call(api, 'similarProducts', { params: { id }, signal, ...withoutNotices })).map(productFromWire),
    enabled: Number.isInteger(id) && id > 0,
  });
}
