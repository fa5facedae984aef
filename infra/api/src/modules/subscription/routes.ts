import { endpoints } from '@xchange/contract';
import { assertOwner } from '../../plugins/auth.ts';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { startCheckout } from './checkout.ts';
import { checkoutReturn } from './checkout-return.ts';
import { stripeCheckoutSessions, type CheckoutSessions } from './stripe-session.ts';
import { testCheckoutRoutes } from './test-checkout-routes.ts';
import { subscriptionView } from './view.ts';
import { webhookRoutes } from './webhook-routes.ts';

const tags = ['subscription'];

export interface SubscriptionRoutesOptions {
  /** Stripe's Checkout Sessions API; by default the client of STRIPE_SECRET_KEY. */
  stripe?: CheckoutSessions;
}

/** The seller subscription: pay it (signup/stripe), read it, buy listing credits, and the provider's side. */
export async function subscriptionRoutes(app: ApiApp, opts: SubscriptionRoutesOptions) {
  const stripe = () => opts.stripe ?? stripeCheckoutSessions(app.config.stripeSecretKey!);

  const pay = endpointRoute(app, endpoints.stripeCheckout, {
    tags,
    summary: 'Open the annual subscription checkout',
    errors: ['ERR_CONFLICT'],
  });
  app.post(pay.url, pay.options, async (req) => {
    const user = req.user!;
    assertOwner(req.query.reference, user, { reveal: true });
    return startCheckout(app.config, app.db, { sellerId: user.id, email: user.email, kind: 'subscription', credits: 0 }, stripe);
  });

  const read = endpointRoute(app, endpoints.subscription, { tags, summary: "The seller's subscription, credits and payments" });
  app.get(read.url, read.options, async (req) => subscriptionView(app.db, req.user!.id));

  const credits = endpointRoute(app, endpoints.subscriptionCheckout, { tags, summary: 'Add Balance: buy listing credits' });
  app.post(credits.url, credits.options, async (req) => {
    const user = req.user!;
    const n = req.body.credits;
    return startCheckout(app.config, app.db, { sellerId: user.id, email: user.email, kind: 'credits', credits: n }, stripe);
  });

  const back = endpointRoute(app, endpoints.subscriptionCheckoutReturn, {
    tags,
    summary: 'Back from an embedded Stripe checkout',
    answers: {
      303: {
        description: "Redirects to the site's page for the checkout's outcome",
        headers: { location: { type: 'string', description: 'The page to open' } },
        type: 'null',
      },
    },
  });
  app.get(back.url, back.options, async (req, reply) => {
    const to = await checkoutReturn(app, stripe, req.query);
    return reply.header('cache-control', 'no-store').redirect(to, 303);
  });

  await app.register(webhookRoutes);
  // Not even registered when Stripe takes the payments: nothing can complete a payment for free.
  if (app.config.payments === 'test') await app.register(testCheckoutRoutes);
}
