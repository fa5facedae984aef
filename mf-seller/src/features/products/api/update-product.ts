import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Product, type ProductUpdate } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { sellerProductsKey } from './product-keys';

/** PUT product/update: the edited fields and the files to keep (only those with a url). */
export function useUpdateProduct() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductUpdate) =>
      api.put(endpoints.updateProduct.path, { json: { ...body, productfiles: body.productfiles.filter((f) => f.url) } }).json<Product>(),
    onSuccess: () => client.invalidateQueries({ queryKey: sellerProductsKey }),
  });
}
