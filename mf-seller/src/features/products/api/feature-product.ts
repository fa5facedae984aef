import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { FeatureProduct } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { sellerProductsKey } from './product-keys';

/** POST product/update-feature-product: features an own listing in the shop, or stops featuring it. */
export function useFeatureProduct() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FeatureProduct) => call(api, 'updateFeatureProduct', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: sellerProductsKey }),
  });
}
