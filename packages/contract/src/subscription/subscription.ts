import * as v from 'valibot';
import { subscriptionPlans, subscriptionStatuses } from '@xchange/contract/core';
import { idField, intField } from '../common/number';

/** Upload credits of the Subscription tab. */
export const creditsSchema = v.object({ total: v.number(), used: v.number(), available: v.number() });
export type Credits = v.InferOutput<typeof creditsSchema>;

/** A payment of the Subscription tab's transaction table. */
export const subscriptionTransactionSchema = v.object({
  id: v.string(),
  /** ISO 8601 date-time. */
  date: v.string(),
  description: v.string(),
  amount: v.number(),
  status: v.picklist(['paid', 'pending', 'failed', 'refunded']),
});
export type SubscriptionTransaction = v.InferOutput<typeof subscriptionTransactionSchema>;

/** GET subscription answer: the seller's subscription (dates ISO 8601). */
export const subscriptionSchema = v.object({
  sellerId: v.number(),
  status: v.picklist(subscriptionStatuses),
  plan: v.picklist(subscriptionPlans),
  renewal: v.picklist(['recurring', 'manual']),
  amount: v.number(),
  memberSince: v.nullable(v.string()),
  currentPeriodEnd: v.nullable(v.string()),
  nextPaymentDate: v.nullable(v.string()),
  credits: creditsSchema,
  transactions: v.optional(v.array(subscriptionTransactionSchema), []),
});
export type Subscription = v.InferOutput<typeof subscriptionSchema>;

/** POST signup/stripe?reference={sellerId} query. */
export const stripeCheckoutQuerySchema = v.object({ reference: idField });
export type StripeCheckoutQuery = v.InferOutput<typeof stripeCheckoutQuerySchema>;

/** 'Add Balance': the text for a credit count that is no whole number from 1 to 1000. */
export const creditsCheckoutMessage = 'Enter a whole number of credits from 1 to 1000.';
/** POST subscription/checkout body and the 'Add Balance' form: buys upload credits. */
export const creditsCheckoutSchema = v.object({
  credits: v.pipe(intField(1, creditsCheckoutMessage), v.maxValue(1000, creditsCheckoutMessage)),
});
export type CreditsCheckout = v.InferOutput<typeof creditsCheckoutSchema>;

/** Stripe's Embedded Checkout: the session's client secret and the publishable key Stripe.js is loaded with. */
export const embeddedCheckoutSchema = v.object({ clientSecret: v.string(), publishableKey: v.string() });
export type EmbeddedCheckoutSession = v.InferOutput<typeof embeddedCheckoutSchema>;

/** A checkout session: its id, and either the page to open (hosted or test checkout) or what mounts it in our page. */
export const checkoutSessionSchema = v.object({
  sessionId: v.string(),
  url: v.optional(v.string()),
  embedded: v.optional(embeddedCheckoutSchema),
});
export type CheckoutSession = v.InferOutput<typeof checkoutSessionSchema>;

/** Stripe's return from an embedded checkout left for a payment method's own page: GET …/checkout/return?session_id=. */
export const checkoutReturnQuerySchema = v.object({
  session_id: v.pipe(v.string(), v.regex(/^cs_(test|live)_\w{1,200}$/, 'This checkout does not exist.')),
});
export type CheckoutReturnQuery = v.InferOutput<typeof checkoutReturnQuerySchema>;

/** The header carrying the payment provider's webhook signature (checked on the raw body). */
export const webhookSignatureHeader = 'stripe-signature';
