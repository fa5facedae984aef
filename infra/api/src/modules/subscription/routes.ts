import { endpoints, type CreditsCheckout, type StripeCheckoutQuery } from '@xchange/contract';
import type { FastifyInstance } from 'fastify';
import { assertOwner } from '../../plugins/auth.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { startCheckout } from './checkout.ts';
import { testCheckoutRoutes } from './test-checkout-routes.ts';
import { subscriptionView } from './view.ts';
import { webhookRoutes } from './webhook-routes.ts';

const tags = ['subscription'];

/** The seller subscription: pay it (signup/stripe), read it, buy listing credits, and the provider's side. */
export async function subscriptionRoutes(app: FastifyInstance) {
  const pay = endpointRoute(app, endpoints.stripeCheckout, { tags, summary: 'Open the annual subscription checkout' });
  app.post(pay.url, pay.options, async (req) => {
    const user = req.user!;
    assertOwner((req.query as StripeCheckoutQuery).reference, user, { reveal: true });
    return startCheckout(app.config, app.db, { sellerId: user.id, email: user.email, kind: 'subscription', credits: 0 });
  });

  const read = endpointRoute(app, endpoints.subscription, { tags, summary: 'The seller\'s subscription, credits and payments' });
  app.get(read.url, read.options, async (req) => subscriptionView(app.db, req.user!.id));

  const credits = endpointRoute(app, endpoints.subscriptionCheckout, { tags, summary: 'Add Balance: buy listing credits' });
  app.post(credits.url, credits.options, async (req) => {
    const user = req.user!;
    const n = (req.body as CreditsCheckout).credits;
    return startCheckout(app.config, app.db, { sellerId: user.id, email: user.email, kind: 'credits', credits: n });
  });

  await app.register(webhookRoutes);
  // Not even registered when Stripe takes the payments: nothing can complete a payment for free.
  if (app.config.payments === 'test') await app.register(testCheckoutRoutes);
}
