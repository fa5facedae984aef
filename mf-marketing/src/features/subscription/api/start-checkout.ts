import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { endpoints, type CheckoutSession } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST signup/stripe?reference={sellerId}: a checkout session with the page to open. */
export const startCheckout = (api: KyInstance, sellerId: number): Promise<CheckoutSession> =>
  api.post(endpoints.stripeCheckout.path, { searchParams: { reference: sellerId } }).json<CheckoutSession>();

export function useStartCheckout() {
  const api = useApi();
  return useMutation({ mutationFn: (sellerId: number) => startCheckout(api, sellerId) });
}
