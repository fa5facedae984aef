import { useQuery } from '@tanstack/react-query';
import { endpoints, shopLimits, type Product } from '@xchange/contract';
import { useApi, useSession } from '@xchange/remote-kit';

export const featuredKey = ['cart', 'featured'] as const;

/** GET sellerprofile/getSellerFeatureProducts: at most 4 featured listings for the cart page (docs/product.md §2.5, §9). */
export function useFeaturedProducts() {
  const api = useApi();
  const who = useSession((s) => (s.token ? `${s.type}:${s.data?.id ?? ''}` : 'visitor'));
  return useQuery({
    queryKey: [...featuredKey, who],
    queryFn: ({ signal }) => api.get(endpoints.featuredProducts.path, { signal }).json<Product[]>(),
    select: (products) => products.slice(-shopLimits.featured),
  });
}
