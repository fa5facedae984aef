import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { NewPromotion } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { promotionsKey } from './get-promotions';

/** POST promotions: a new promotion, always upcoming ('false'). */
export function useCreatePromotion() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<NewPromotion, 'status'>) => call(api, 'createPromotion', { body: { ...body, status: 'false' } }),
    onSuccess: () => client.invalidateQueries({ queryKey: promotionsKey }),
  });
}
