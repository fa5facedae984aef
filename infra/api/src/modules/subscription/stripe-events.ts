import type Stripe from 'stripe';
import type { PaymentEvent } from './apply-event.ts';
import { describeOrder } from './checkout.ts';

const idOf = (x: string | { id: string } | null | undefined): string | undefined => (typeof x === 'string' ? x : x?.id);

const sellerIdOf = (metadata: Record<string, string> | null | undefined): number | undefined => {
  const n = Number(metadata?.sellerId);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** What a session bought, from the metadata this server put on it. */
function orderOf(s: Stripe.Checkout.Session): Extract<PaymentEvent, { type: 'checkout.completed' }>['order'] {
  const sellerId = sellerIdOf(s.metadata) ?? sellerIdOf({ sellerId: s.client_reference_id ?? '' });
  const kind = s.metadata?.kind === 'credits' ? 'credits' : 'subscription';
  if (!sellerId) return undefined;
  const credits = kind === 'credits' ? Math.max(0, Math.trunc(Number(s.metadata?.credits) || 0)) : 0;
  const listed = describeOrder({ kind, credits });
  return { sellerId, kind, credits, description: listed.description, amountCents: s.amount_total ?? listed.amountCents };
}

/** An invoice's subscription: under `parent` in current API versions, top-level in older payloads. */
function invoiceSubscription(inv: Stripe.Invoice): { id?: string; sellerId?: number } {
  const details = inv.parent?.subscription_details;
  const legacy = (inv as unknown as { subscription?: string | { id: string } | null }).subscription;
  return { id: idOf(details?.subscription) ?? idOf(legacy), sellerId: sellerIdOf(details?.metadata) };
}

function fromInvoice(type: 'invoice.paid' | 'invoice.payment_failed', inv: Stripe.Invoice): PaymentEvent | undefined {
  const sub = invoiceSubscription(inv);
  if (!sub.id || !inv.id) return undefined;
  const common = { invoiceId: inv.id, stripeSubscriptionId: sub.id, sellerId: sub.sellerId };
  if (type === 'invoice.payment_failed') return { type: 'invoice.failed', ...common, amountCents: inv.amount_due };
  const periodEnd = Math.max(0, ...inv.lines.data.map((l) => l.period.end));
  if (!periodEnd) return undefined;
  return {
    type: 'invoice.paid',
    ...common,
    amountCents: inv.amount_paid,
    periodEnd: new Date(periodEnd * 1000),
    renewal: inv.billing_reason !== 'subscription_create',
  };
}

/** The Stripe events the subscription follows, in our terms; any other event is acknowledged and ignored. */
export function fromStripeEvent(event: Stripe.Event): PaymentEvent | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const s = event.data.object;
      // a delayed payment method completes the session unpaid; async_payment_succeeded follows when it clears
      if (s.payment_status === 'unpaid') return undefined;
      return {
        type: 'checkout.completed',
        checkoutId: s.id,
        stripeSubscriptionId: idOf(s.subscription),
        stripeCustomerId: idOf(s.customer),
        order: orderOf(s),
      };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return { type: 'checkout.failed', checkoutId: event.data.object.id };
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return fromInvoice(event.type, event.data.object);
    case 'customer.subscription.deleted':
      return { type: 'subscription.deleted', stripeSubscriptionId: event.data.object.id };
    default:
      return undefined;
  }
}
