import { annualFeeUsd, annualPlanListingCredits } from '@xchange/contract';

/** The one seller plan (docs/product.md §1/§9): USD 999 a year, with listing credits included. */
export const annualPlan = {
  plan: 'annual' as const,
  name: 'Annual Subscription',
  amountCents: annualFeeUsd * 100,
  periodDays: 365,
  /** Listing credits a new seller's subscription row starts with (set at sign-up, the contract's constant). */
  includedListingCredits: annualPlanListingCredits,
};

/** 'Add Balance': one extra listing credit, bought as a one-time payment. */
export const listingCreditPriceCents = 500;

/** The end of a paid year that starts at `from`. */
export const periodEndFrom = (from: Date): Date => new Date(from.getTime() + annualPlan.periodDays * 86_400_000);
