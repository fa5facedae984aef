import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { productFromWire } from '@xchange/contract/core';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';
import { sellerProductsKey } from './product-keys';

/** POST product: one page of the signed-in seller's own listings. */
export function useSellerProducts(query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: [...sellerProductsKey, 'list', query],
    queryFn: async ({ signal }) => {
      const page = await call(api, 'sellerProducts', { body: listBody(query), signal });
      return { ...page, body: { ...page.body, content: page.body.content.map(productFromWire) } };
    },
    placeholderData: keepPreviousData,
  });
}
