/** docs/product.md §1/§9: the annual seller subscription in US dollars. */
export const annualFeeUsd = 999;
export const currency = 'usd';
/** Listings a new annual subscription includes (stored on the seller's subscription at sign-up). */
export const annualPlanListingCredits = 25;

/** docs/architecture.md §6: pending → active → past_due → canceled/expired, driven by payment webhooks. */
export const subscriptionStatuses = ['pending', 'active', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const subscriptionPlans = ['annual'] as const;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];

/** Only an active subscription lets a seller publish listings. */
export const canPublish = (status: SubscriptionStatus): boolean => status === 'active';
