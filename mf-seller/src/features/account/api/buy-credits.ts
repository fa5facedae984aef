import { useMutation } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { CreditsCheckout } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST subscription/checkout: a one-time checkout session for more listing credits ('Add Balance'). */
export function useBuyCredits() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: CreditsCheckout) => call(api, 'subscriptionCheckout', { body }),
  });
}
