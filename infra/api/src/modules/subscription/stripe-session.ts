import Stripe from 'stripe';
import { currency } from '@xchange/contract';
import type { ApiConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { annualPlan, listingCreditPriceCents } from './plan.ts';

export type CheckoutKind = 'subscription' | 'credits';

export interface CheckoutOrder {
  sellerId: number;
  email: string;
  kind: CheckoutKind;
  /** Listing credits bought ('credits' only). */
  credits: number;
}

/** Where the browser lands after paying: the subscription returns to the login dialog, credits to the Subscription tab. */
export function returnUrls(publicUrl: string, kind: CheckoutKind) {
  const page = kind === 'subscription' ? '/loginpage' : '/profile';
  const base = publicUrl.replace(/\/+$/, '');
  return { success: `${base}${page}?message=Payment%20Successful`, failure: `${base}${page}?message=Payment%20Failed` };
}

/** Stripe Checkout Session parameters: the yearly plan in 'subscription' mode, credits as a one-time 'payment'. */
export function stripeSessionParams(o: CheckoutOrder, publicUrl: string): Stripe.Checkout.SessionCreateParams {
  const urls = returnUrls(publicUrl, o.kind);
  const metadata = { sellerId: String(o.sellerId), kind: o.kind, credits: String(o.credits) };
  const common = {
    client_reference_id: String(o.sellerId), customer_email: o.email, metadata,
    success_url: urls.success, cancel_url: urls.failure,
  };
  if (o.kind === 'subscription') {
    return {
      ...common, mode: 'subscription',
      line_items: [{ quantity: 1, price_data: {
        currency, unit_amount: annualPlan.amountCents, recurring: { interval: 'year' }, product_data: { name: annualPlan.name },
      } }],
      subscription_data: { metadata },
    };
  }
  return {
    ...common, mode: 'payment',
    line_items: [{ quantity: o.credits, price_data: { currency, unit_amount: listingCreditPriceCents, product_data: { name: 'Listing credit' } } }],
  };
}

const clients = new Map<string, Stripe>();

/** A real Checkout Session; a provider failure answers 502 ERR_PAYMENT_FAILED. */
export async function createStripeSession(config: ApiConfig, o: CheckoutOrder): Promise<{ id: string; url: string }> {
  const key = config.stripeSecretKey!;
  const stripe = clients.get(key) ?? new Stripe(key);
  clients.set(key, stripe);
  try {
    const s = await stripe.checkout.sessions.create(stripeSessionParams(o, config.publicUrl));
    if (!s.url) throw new Error('Stripe returned no checkout url');
    return { id: s.id, url: s.url };
  } catch {
    throw new AppError('ERR_PAYMENT_FAILED');
  }
}
