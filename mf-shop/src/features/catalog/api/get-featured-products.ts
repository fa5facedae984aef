import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { featuredRequest, productFromWire, shopLimits } from '@xchange/contract/core';
import { useApi, useSession, useTakeEarly } from '@xchange/remote-kit';

/** GET sellerprofile/getSellerFeatureProducts; the shop shows the last 4 (docs/product.md §9). */
export function useFeaturedProducts() {
  const api = useApi();
  const takeEarly = useTakeEarly();
  const who = useSession((s) => (s.token ? `${s.type}:${s.data?.id ?? ''}` : 'visitor'));
  return useQuery({
    queryKey: ['shop', 'featured', who],
    queryFn: async ({ signal }) => (await (takeEarly(featuredRequest) ?? call(api, 'featuredProducts', { signal }))).map(productFromWire),
    select: (products) => products.slice(-shopLimits.featured),
  });
}
