import { useMemo, useState } from 'react';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import type { EmbeddedCheckoutSession } from '@xchange/contract';
import { Alert } from '@xchange/ui';

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js for a publishable key, loaded once per page. */
const stripeFor = (key: string) => {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key)!;
};

export interface StripeEmbeddedCheckoutProps {
  session: EmbeddedCheckoutSession;
  onComplete: () => void;
}

/** Stripe's Embedded Checkout for a session the API opened; only this module imports Stripe's packages. */
export default function StripeEmbeddedCheckout({ session, onComplete }: StripeEmbeddedCheckoutProps) {
  const [failed, setFailed] = useState(false);
  const stripe = useMemo(
    () =>
      stripeFor(session.publishableKey).catch(() => {
        loaded.delete(session.publishableKey);
        setFailed(true);
        return null;
      }),
    [session.publishableKey],
  );
  if (failed) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>
          Stripe&apos;s payment form could not be loaded. Check your connection and reload the page to try again.
        </Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <EmbeddedCheckoutProvider stripe={stripe} options={{ clientSecret: session.clientSecret, onComplete }}>
      <EmbeddedCheckout />
    </EmbeddedCheckoutProvider>
  );
}
