import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { productFromWire } from '@xchange/contract/core';
import { useApi } from '@xchange/remote-kit';

/** GET compare?ids=: the listings side by side with a row per fact and spec field (docs/product.md §2.10). */
export function useCompare(ids: number[]) {
  const api = useApi();
  return useQuery({
    queryKey: ['shop', 'compare', ids.join(',')],
    queryFn: async ({ signal }) => {
      const answer = await call(api, 'compare', { query: { ids: ids.join(',') }, signal });
      return { ...answer, products: answer.products.map(productFromWire) };
    },
    enabled: ids.length > 0,
    placeholderData: (previous) => previous,
  });
}
