import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type NewPromotion, type Promotion } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { promotionsKey } from './get-promotions';

/** POST promotions: a new promotion, always upcoming ('false'). */
export function useCreatePromotion() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<NewPromotion, 'status'>) => api.post(endpoints.createPromotion.path, { json: { ...body, status: 'false' } }).json<Promotion>(),
    onSuccess: () => client.invalidateQueries({ queryKey: promotionsKey }),
  });
}
