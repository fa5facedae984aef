import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { UpdatePromotion } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { promotionsKey } from './get-promotions';

/** POST promotions/updatePromotion: edits a promotion or switches it on ('true') or off ('false'). */
export function useUpdatePromotion() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePromotion) => call(api, 'updatePromotion', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: promotionsKey }),
  });
}
