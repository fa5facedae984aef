import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { productFromWire, shopLimits } from '@xchange/contract/core';
import { useApi, useSession } from '@xchange/remote-kit';

export const featuredKey = ['cart', 'featured'] as const;

/** GET sellerprofile/getSellerFeatureProducts: at most 4 featured listings for the cart page (docs/product.md §2.5, §9). */
export function useFeaturedProducts() {
  const api = useApi();
  const who = useSession((s) => (s.token ? `${s.type}:${s.data?.id ?? ''}` : 'visitor'));
  return useQuery({
    queryKey: [...featuredKey, who],
    queryFn: async ({ signal }) => (await call(api, 'featuredProducts', { signal })).map(productFromWire),
    select: (products) => products.slice(-shopLimits.featured),
  });
}
