import { randomBytes } from 'node:crypto';
import type { CheckoutSession } from '@xchange/contract';
import type { ApiConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { annualPlan, listingCreditPriceCents } from './plan.ts';
import * as repo from './repo.ts';
import { effectiveStatus } from './status.ts';
import { createStripeSession, type CheckoutOrder, type CheckoutSessions } from './stripe-session.ts';

/** Path of the built-in test checkout page inside /api/v1. */
export const testCheckoutPath = 'test-checkout';

export const describeOrder = (o: Pick<CheckoutOrder, 'kind' | 'credits'>) =>
  o.kind === 'subscription'
    ? { description: annualPlan.name, amountCents: annualPlan.amountCents }
    : { description: `${o.credits} listing credit${o.credits === 1 ? '' : 's'}`, amountCents: o.credits * listingCreditPriceCents };

/**
 * Opens a checkout and records it as a pending payment: Stripe Checkout when payments are 'stripe' (embedded in our
 * page when a publishable key is set), else the built-in test checkout, whose page completes or fails it through the
 * same internal path as the webhook.
 */
export async function startCheckout(config: ApiConfig, db: Db, o: CheckoutOrder, stripe: () => CheckoutSessions): Promise<CheckoutSession> {
  const sub = await repo.ensureSubscription(db, o.sellerId);
  if (o.kind === 'subscription' && ['active', 'past_due'].includes(effectiveStatus(sub))) {
    throw new AppError('ERR_CONFLICT', 'Your subscription is already active.');
  }
  const { description, amountCents } = describeOrder(o);
  const payment = { sellerId: o.sellerId, kind: o.kind, description, amountCents, credits: o.kind === 'credits' ? o.credits : 0 };
  if (config.payments === 'stripe') {
    const session = await createStripeSession(config, stripe(), o);
    await repo.insertPayment(db, { ...payment, id: session.id, provider: 'stripe' });
    return 'clientSecret' in session
      ? { sessionId: session.id, embedded: { clientSecret: session.clientSecret, publishableKey: config.stripePublishableKey! } }
      : { sessionId: session.id, url: session.url };
  }
  const id = `tc_${randomBytes(18).toString('base64url')}`;
  await repo.insertPayment(db, { ...payment, id, provider: 'test' });
  return { sessionId: id, url: `/api/v1/${testCheckoutPath}/${id}` };
}
