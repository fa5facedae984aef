import { useMutation } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { KyInstance } from 'ky';
import type { CheckoutSession } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST signup/stripe?reference={sellerId}: a checkout session with the page to open. */
export const startCheckout = (api: KyInstance, sellerId: number): Promise<CheckoutSession> =>
  call(api, 'stripeCheckout', { query: { reference: sellerId } });

export function useStartCheckout() {
  const api = useApi();
  return useMutation({ mutationFn: (sellerId: number) => startCheckout(api, sellerId) });
}
