import type Stripe from 'stripe';
import type { CheckoutSessions } from '../modules/subscription/stripe-session.ts';

type SessionState = Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>;

/** Stripe's Checkout Sessions API as far as the API uses it: records what it is asked and answers like Stripe. */
export function fakeStripe() {
  const fake = {
    created: [] as Stripe.Checkout.SessionCreateParams[],
    retrieved: [] as string[],
    states: new Map<string, SessionState>(),
    /** Every call fails as when Stripe cannot be reached. */
    down: false,
  };
  const api: CheckoutSessions = {
    async create(params) {
      if (fake.down) throw new Error('Stripe is unreachable');
      fake.created.push(params);
      const id = `cs_test_fake${fake.created.length}`;
      fake.states.set(id, { status: 'open', payment_status: 'unpaid' });
      const embedded = params.ui_mode === 'embedded_page';
      return { id, url: embedded ? null : `https://checkout.stripe.com/c/pay/${id}`, client_secret: embedded ? `${id}_secret_x1` : null };
    },
    async retrieve(id) {
      fake.retrieved.push(id);
      if (fake.down) throw new Error('Stripe is unreachable');
      return { id, ...fake.states.get(id)! };
    },
  };
  return { fake, api };
}
