import { lazy, Suspense } from 'react';
import { Box, Spinner, Text } from '@xchange/ui';
import type { StripeEmbeddedCheckoutProps } from './stripe-embedded-checkout';

// Stripe's packages (and the script they load) reach the browser only when a checkout is shown
const StripeEmbeddedCheckout = lazy(() => import(/* webpackChunkName: "stripe-checkout" */ './stripe-embedded-checkout'));

export type StripeCheckoutProps = StripeEmbeddedCheckoutProps;

/** Stripe's Embedded Checkout inside the page, with a placeholder while its code loads. */
export function StripeCheckout(props: StripeCheckoutProps) {
  return (
    <Box as="section" aria-label="Secure payment by Stripe" minH="20rem" textAlign="start">
      <Suspense
        fallback={
          <Text role="status" color="fg.muted">
            <Spinner size="sm" me={2} />
            Loading the secure payment form…
          </Text>
        }
      >
        <StripeEmbeddedCheckout {...props} />
      </Suspense>
    </Box>
  );
}
