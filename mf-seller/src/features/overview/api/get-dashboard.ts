import { useQuery } from '@tanstack/react-query';
import { endpoints, type SellerDashboard } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { browserTimeZone } from './time-zone';

/** GET sellerprofile/getSellerDashboard in the seller's time zone. */
export function useSellerDashboard() {
  const api = useApi();
  const tz = browserTimeZone();
  return useQuery({
    queryKey: ['seller', 'dashboard', tz],
    queryFn: ({ signal }) => api.get(endpoints.sellerDashboard.path, { searchParams: { tz }, signal }).json<SellerDashboard>(),
  });
}
