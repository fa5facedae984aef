import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { productFromWire, productUpdateToWire } from '@xchange/contract/core';
import type { ProductUpdate } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { sellerProductsKey } from './product-keys';

/** PUT product/update: the edited fields and the files to keep (only those with a url). */
export function useUpdateProduct() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (update: ProductUpdate) => {
      const body = productUpdateToWire({ ...update, productfiles: update.productfiles.filter((f) => f.url) });
      return productFromWire(await call(api, 'updateProduct', { body }));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: sellerProductsKey }),
  });
}
