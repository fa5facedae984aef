import { useQuery } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { statusOf } from '../../../lib/api/get-product';

/** GET sellers/:id/storefront, public: a shown seller's facts. A 404 is an answer (no storefront), not a failure to retry. */
export function useStorefront(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['shop', 'storefront', id],
    queryFn: ({ signal }) => call(api, 'sellerStorefront', { params: { id }, signal, ...withoutNotices }),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => (statusOf(error) ?? 500) >= 500 && count < 2,
  });
}
