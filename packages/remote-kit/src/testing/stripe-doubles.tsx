import type { ReactNode } from 'react';

/** What the double's `loadStripe` resolves to. */
export const stripeJsDouble = { name: 'Stripe.js test double' };

export interface StripeProviderProps {
  stripe: Promise<unknown>;
  options: { clientSecret: string; onComplete: () => void };
  children: ReactNode;
}

/** The props the double's EmbeddedCheckoutProvider rendered with, newest last. */
export const stripeProviderProps: StripeProviderProps[] = [];

/**
 * Stand-ins for Stripe's two packages. A `jest.mock` factory may not use the test's imports, so it asks for them:
 * `jest.mock('@stripe/stripe-js', () => jest.requireActual('@xchange/remote-kit/testing').stripeDoubles.stripeJs())`.
 * The provider shows Stripe's form as text and a button that completes the checkout.
 */
export const stripeDoubles = {
  stripeJs: () => ({ loadStripe: jest.fn(async () => stripeJsDouble) }),
  reactStripe: () => ({
    EmbeddedCheckoutProvider: (props: StripeProviderProps) => {
      stripeProviderProps.push(props);
      return (
        <div>
          {props.children}
          <button type="button" onClick={props.options.onComplete}>
            Pay in the Stripe double
          </button>
        </div>
      );
    },
    EmbeddedCheckout: () => <p>Stripe&apos;s checkout form</p>,
  }),
};
