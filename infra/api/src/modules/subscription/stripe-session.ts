import Stripe from 'stripe';
import { apiBase, currency, endpoints, paymentReturnMessages } from '@xchange/contract';
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

type SessionParams = Stripe.Checkout.SessionCreateParams;

/** The part of Stripe's client the checkout uses; the app is built with a fake one in tests. */
export interface CheckoutSessions {
  create(params: SessionParams): Promise<Pick<Stripe.Checkout.Session, 'id' | 'url' | 'client_secret'>>;
  retrieve(id: string): Promise<Pick<Stripe.Checkout.Session, 'id' | 'status' | 'payment_status'>>;
}

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** Where the browser lands after paying: the subscription returns to the login dialog, credits to the Subscription tab. */
export function returnUrls(publicUrl: string, kind: CheckoutKind) {
  const page = `${base(publicUrl)}${kind === 'subscription' ? '/loginpage' : '/profile'}`;
  const at = (message: string) => `${page}?message=${encodeURIComponent(message)}`;
  return { success: at(paymentReturnMessages.success), failure: at(paymentReturnMessages.failure) };
}

/**
 * Stripe Checkout Session parameters: the yearly plan in 'subscription' mode, credits as a one-time 'payment'.
 * Embedded, the session completes inside our page (the page shows the result itself) and only a payment method that
 * leaves the page comes back through the return URL, which asks Stripe how the session ended.
 */
export function stripeSessionParams(o: CheckoutOrder, publicUrl: string, ui: 'hosted' | 'embedded' = 'hosted'): SessionParams {
  const metadata = { sellerId: String(o.sellerId), kind: o.kind, credits: String(o.credits) };
  const urls = returnUrls(publicUrl, o.kind);
  const pages: Partial<SessionParams> =
    ui === 'embedded'
      ? {
          ui_mode: 'embedded_page',
          redirect_on_completion: 'if_required',
          return_url: `${base(publicUrl)}${apiBase}${endpoints.subscriptionCheckoutReturn.path}?session_id={CHECKOUT_SESSION_ID}`,
        }
      : { success_url: urls.success, cancel_url: urls.failure };
  const common = { client_reference_id: String(o.sellerId), customer_email: o.email, metadata, ...pages };
  if (o.kind === 'subscription') {
    return {
      ...common,
      mode: 'subscription',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency,
            unit_amount: annualPlan.amountCents,
            recurring: { interval: 'year' },
            product_data: { name: annualPlan.name },
          },
        },
      ],
      subscription_data: { metadata },
    };
  }
  return {
    ...common,
    mode: 'payment',
    line_items: [
      { quantity: o.credits, price_data: { currency, unit_amount: listingCreditPriceCents, product_data: { name: 'Listing credit' } } },
    ],
  };
}

const clients = new Map<string, Stripe>();

/** The Checkout Sessions API of the configured secret key (one client per key). */
export function stripeCheckoutSessions(secretKey: string): CheckoutSessions {
  const stripe = clients.get(secretKey) ?? new Stripe(secretKey);
  clients.set(secretKey, stripe);
  return stripe.checkout.sessions;
}

export type OpenedSession = { id: string; url: string } | { id: string; clientSecret: string };

/** A real Checkout Session, embedded when a publishable key is configured; a provider failure answers 502 ERR_PAYMENT_FAILED. */
export async function createStripeSession(config: ApiConfig, sessions: CheckoutSessions, o: CheckoutOrder): Promise<OpenedSession> {
  const embedded = !!config.stripePublishableKey;
  try {
    const s = await sessions.create(stripeSessionParams(o, config.publicUrl, embedded ? 'embedded' : 'hosted'));
    if (embedded && s.client_secret) return { id: s.id, clientSecret: s.client_secret };
    if (!embedded && s.url) return { id: s.id, url: s.url };
    throw new Error('Stripe returned no checkout to open');
  } catch {
    throw new AppError('ERR_PAYMENT_FAILED');
  }
}
