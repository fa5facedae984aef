import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { browserTimeZone } from './time-zone';

/** GET sellerprofile/getSellerDashboard in the seller's time zone. */
export function useSellerDashboard() {
  const api = useApi();
  const tz = browserTimeZone();
  return useQuery({
    queryKey: ['seller', 'dashboard', tz],
    queryFn: ({ signal }) => call(api, 'sellerDashboard', { query: { tz }, signal }),
  });
}
