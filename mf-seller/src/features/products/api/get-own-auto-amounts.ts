import { useQuery } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import { maxPageSize } from '@xchange/contract/core';
import type { Product } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { sellerProductsKey } from './product-keys';

export type AutoAmounts = Pick<Product, 'autodeclinebelow' | 'autoacceptat'>;

/**
 * A listing's auto-answer amounts from the seller's own list (POST product), whose answers carry them; GET product/:id
 * is the shop's answer and never does (docs/product.md §2.11). Asked only when the product answer lacks them; null when
 * the listing is not among the search's results.
 */
export function useOwnAutoAmounts(product: Product | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...sellerProductsKey, 'auto-amounts', product?.id],
    queryFn: async ({ signal }): Promise<AutoAmounts | null> => {
      const body = { page: 1, size: maxPageSize, search: product!.productname };
      const page = await call(api, 'sellerProducts', { body, signal, ...withoutNotices });
      const own = page.body.content.find((p) => p.id === product!.id);
      return own ? { autodeclinebelow: own.autodeclinebelow ?? null, autoacceptat: own.autoacceptat ?? null } : null;
    },
    enabled: product !== undefined && product.autoacceptat === undefined,
    retry: false,
  });
}
