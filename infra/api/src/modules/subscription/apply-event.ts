import type { Db } from '../../db/client.ts';
import { processedWebhookEvents } from '../../db/schema/index.ts';
import { annualPlan, periodEndFrom } from './plan.ts';
import * as repo from './repo.ts';
import { effectiveStatus } from './status.ts';

/** What a payment provider reports, in our terms; Stripe webhooks and the built-in test checkout both end here. */
export type PaymentEvent =
  | {
      type: 'checkout.completed';
      checkoutId: string;
      stripeSubscriptionId?: string;
      stripeCustomerId?: string;
      /** What the provider says was bought, for a checkout this server has no record of (its insert failed). */
      order?: Omit<repo.NewPayment, 'id' | 'status' | 'provider'>;
    }
  | { type: 'checkout.failed'; checkoutId: string }
  | {
      type: 'invoice.paid';
      invoiceId: string;
      stripeSubscriptionId: string;
      sellerId?: number;
      amountCents: number;
      periodEnd: Date;
      renewal: boolean;
    }
  | { type: 'invoice.failed'; invoiceId: string; stripeSubscriptionId: string; sellerId?: number; amountCents: number }
  | { type: 'subscription.deleted'; stripeSubscriptionId: string };

type Tx = repo.Tx;

async function completeCheckout(tx: Tx, e: Extract<PaymentEvent, { type: 'checkout.completed' }>, now: Date) {
  if (e.order && (await repo.isSeller(tx, e.order.sellerId)))
    await repo.insertPaymentOnce(tx, { ...e.order, id: e.checkoutId, provider: 'stripe' });
  const payment = await repo.findPayment(tx, e.checkoutId, { lock: true });
  if (!payment || payment.status !== 'pending') return;
  await repo.setPaymentStatus(tx, payment.id, 'paid');
  const sub = await repo.ensureSubscription(tx, payment.sellerId, { lock: true });
  if (payment.kind === 'credits') {
    await repo.updateSubscription(tx, sub.id, { listingCreditsTotal: sub.listingCreditsTotal + payment.credits });
    return;
  }
  // Stripe's first invoice.paid may come first and set the period; otherwise a paid year starts now
  const sameStripe = !!e.stripeSubscriptionId && e.stripeSubscriptionId === sub.stripeSubscriptionId;
  const keep = sameStripe && effectiveStatus(sub, now) === 'active' ? sub.currentPeriodEnd : null;
  await repo.updateSubscription(tx, sub.id, {
    status: 'active',
    currentPeriodEnd: keep ?? periodEndFrom(now),
    stripeCheckoutSessionId: payment.provider === 'stripe' ? payment.id : sub.stripeCheckoutSessionId,
    stripeSubscriptionId: e.stripeSubscriptionId ?? sub.stripeSubscriptionId,
    stripeCustomerId: e.stripeCustomerId ?? sub.stripeCustomerId,
  });
}

async function subscriptionOf(tx: Tx, stripeSubscriptionId: string, sellerId?: number) {
  const byId = await repo.findByStripeSubscription(tx, stripeSubscriptionId);
  if (byId || sellerId === undefined) return byId;
  return repo.ensureSubscription(tx, sellerId, { lock: true });
}

async function invoicePaid(tx: Tx, e: Extract<PaymentEvent, { type: 'invoice.paid' }>) {
  const sub = await subscriptionOf(tx, e.stripeSubscriptionId, e.sellerId);
  if (!sub) return;
  await repo.updateSubscription(tx, sub.id, {
    // a late invoice of the canceled subscription does not revive it; a new subscription's does
    status: sub.status === 'canceled' && sub.stripeSubscriptionId === e.stripeSubscriptionId ? 'canceled' : 'active',
    currentPeriodEnd: e.periodEnd,
    stripeSubscriptionId: e.stripeSubscriptionId,
  });
  // the first invoice is the checkout's own payment, already in the table
  if (e.renewal) {
    await repo.insertPayment(tx, {
      id: e.invoiceId,
      sellerId: sub.sellerId,
      kind: 'renewal',
      description: `${annualPlan.name} renewal`,
      amountCents: e.amountCents,
      status: 'paid',
      provider: 'stripe',
    });
  }
}

async function invoiceFailed(tx: Tx, e: Extract<PaymentEvent, { type: 'invoice.failed' }>) {
  const sub = await subscriptionOf(tx, e.stripeSubscriptionId, e.sellerId);
  if (!sub) return;
  if (sub.status === 'active' || sub.status === 'past_due') await repo.updateSubscription(tx, sub.id, { status: 'past_due' });
  await repo.insertPayment(tx, {
    id: e.invoiceId,
    sellerId: sub.sellerId,
    kind: 'renewal',
    description: `${annualPlan.name} payment`,
    amountCents: e.amountCents,
    status: 'failed',
    provider: 'stripe',
  });
}

async function apply(tx: Tx, e: PaymentEvent, now: Date): Promise<void> {
  switch (e.type) {
    case 'checkout.completed':
      return completeCheckout(tx, e, now);
    case 'checkout.failed': {
      const payment = await repo.findPayment(tx, e.checkoutId, { lock: true });
      if (payment?.status === 'pending') await repo.setPaymentStatus(tx, payment.id, 'failed');
      return;
    }
    case 'invoice.paid':
      return invoicePaid(tx, e);
    case 'invoice.failed':
      return invoiceFailed(tx, e);
    case 'subscription.deleted': {
      const sub = await repo.findByStripeSubscription(tx, e.stripeSubscriptionId);
      if (sub) await repo.updateSubscription(tx, sub.id, { status: 'canceled' });
    }
  }
}

/**
 * Applies one provider event exactly once: its id goes into processed_webhook_events in the same transaction as the
 * effect, so a redelivered event changes nothing. Answers false for a duplicate.
 */
export async function applySubscriptionEvent(db: Db, eventId: string, event: PaymentEvent, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(processedWebhookEvents)
      .values({ id: eventId, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (fresh.length === 0) return false;
    await apply(tx, event, now);
    return true;
  });
}
