import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { browserTimeZone } from './time-zone';

/** GET sellerprofile/getTopProducts: the seller's five most ordered products. */
export function useTopProducts() {
  const api = useApi();
  const tz = browserTimeZone();
  return useQuery({
    queryKey: ['seller', 'top-products', tz],
    queryFn: ({ signal }) => call(api, 'topProducts', { query: { tz }, signal }),
  });
}
