import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type MessageResponse } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { sellerProductsKey } from './product-keys';

/** DELETE product/:id: removes an own listing (its credit is not refunded). */
export function useDeleteProduct() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(endpoints.deleteProduct.path.replace(':id', String(id))).json<MessageResponse>(),
    onSuccess: () => client.invalidateQueries({ queryKey: sellerProductsKey }),
  });
}
