import { useMutation } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import type { NewOffer } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST offers: a buyer's offer or quote request; its dialog shows a refusal itself, so no notice. */
export function useCreateOffer() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: NewOffer) => call(api, 'createOffer', { body, ...withoutNotices }),
  });
}
