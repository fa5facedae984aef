import { useQuery } from '@tanstack/react-query';
import { endpoints, type TopProduct } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { browserTimeZone } from './time-zone';

/** GET sellerprofile/getTopProducts: the seller's five most ordered products. */
export function useTopProducts() {
  const api = useApi();
  const tz = browserTimeZone();
  return useQuery({
    queryKey: ['seller', 'top-products', tz],
    queryFn: ({ signal }) => api.get(endpoints.topProducts.path, { searchParams: { tz }, signal }).json<TopProduct[]>(),
  });
}
