import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { sellerProductsKey } from './product-keys';

/** DELETE product/:id: removes an own listing (its credit is not refunded). */
export function useDeleteProduct() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api, 'deleteProduct', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: sellerProductsKey }),
  });
}
