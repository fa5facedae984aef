import type { CheckoutReturnQuery } from '@xchange/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import * as repo from './repo.ts';
import { returnUrls, type CheckoutKind, type CheckoutSessions } from './stripe-session.ts';

/**
 * GET subscription/checkout/return: an embedded checkout paid on a payment method's own page comes back here; Stripe
 * says how the session ended and the browser goes on to the same result dialog as a checkout finished in our page.
 * Only a Stripe checkout this server opened is looked up, so a made-up id costs no call to Stripe.
 */
export async function checkoutReturn(app: FastifyInstance, stripe: () => CheckoutSessions, query: CheckoutReturnQuery) {
  const id = query.session_id;
  const payment = app.config.stripeSecretKey ? await repo.findPayment(app.db, id) : undefined;
  if (!payment || payment.provider !== 'stripe') throw new AppError('ERR_NOT_FOUND', 'This checkout does not exist.');
  let session;
  try {
    session = await stripe().retrieve(id);
  } catch {
    throw new AppError(
      'ERR_PAYMENT_FAILED',
      'Stripe could not say how this payment ended. Your Subscription page shows it once Stripe confirms it.',
    );
  }
  const paid = session.status === 'complete' && session.payment_status !== 'unpaid';
  const urls = returnUrls('', payment.kind as CheckoutKind);
  return paid ? urls.success : urls.failure;
}
