import type { LeaseCalculation } from './lease';

/** Lease terms offered on the Lease to Own page, in months. */
export const leaseTermOptions = [12, 24, 36, 48, 60] as const;
export type LeaseTerm = (typeof leaseTermOptions)[number];

/**
 * Monthly payment of a lease-to-own with a residual (buy-out) value due at the end: the price less the present value
 * of the residual, repaid as an annuity over the term. Rounded to cents.
 */
export function monthlyLeasePayment({ price, termMonths, annualRate, residual }: LeaseCalculation): number {
  const r = annualRate / 100 / 12;
  const payment =
    r === 0 ? (price - residual) / termMonths : ((price - residual / (1 + r) ** termMonths) * r) / (1 - (1 + r) ** -termMonths);
  return Math.round(payment * 100) / 100;
}

/** Shown after an application was received. */
export const leaseApplicationThanks = 'Application received. Our leasing team will contact you within one business day.';
