import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

/** GET admin/offers?productId=: one listing's offers with their history, read-only (docs/product.md §2.11). */
export function useListingOffers(productId: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'offers', productId],
    queryFn: ({ signal }) => call(api, 'adminOffers', { query: { productId }, signal }),
  });
}
