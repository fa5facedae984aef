import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';
import { sellerProductsKey } from './product-keys';

/** POST product: one page of the signed-in seller's own listings. */
export function useSellerProducts(query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: [...sellerProductsKey, 'list', query],
    queryFn: ({ signal }) => call(api, 'sellerProducts', { body: listBody(query), signal }),
    placeholderData: keepPreviousData,
  });
}
