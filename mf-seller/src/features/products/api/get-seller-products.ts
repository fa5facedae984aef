import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type ProductListResponse } from '@xchange/contract';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';
import { sellerProductsKey } from './product-keys';

/** POST product: one page of the signed-in seller's own listings. */
export function useSellerProducts(query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: [...sellerProductsKey, 'list', query],
    queryFn: ({ signal }) => api.post(endpoints.sellerProducts.path, { json: listBody(query), signal }).json<ProductListResponse>(),
    placeholderData: keepPreviousData,
  });
}
