import { useQuery } from '@tanstack/react-query';
import { endpoints, type Product } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { productKey } from './product-keys';

/** GET product/:id: one listing (the owner also reads its own hidden one). */
export function useProduct(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: productKey(id),
    queryFn: ({ signal }) => api.get(endpoints.product.path.replace(':id', String(id)), { signal }).json<Product>(),
    enabled: Number.isInteger(id) && id > 0,
  });
}
