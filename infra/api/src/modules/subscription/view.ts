import { annualFeeUsd, type Subscription, type SubscriptionTransaction } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';
import { effectiveStatus } from './status.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toTransaction = (p: repo.PaymentRow): SubscriptionTransaction => ({
  id: p.id,
  date: p.createdAt.toISOString(),
  description: p.description,
  amount: p.amountCents / 100,
  status: p.status as SubscriptionTransaction['status'],
});

/** GET subscription: the seller's real subscription, credits and payments (docs/product.md §2.6 Subscription tab). */
export async function subscriptionView(db: Db, sellerId: number, now = new Date()): Promise<Subscription> {
  const sub = await repo.ensureSubscription(db, sellerId);
  const [payments, paidAt] = await Promise.all([repo.listPayments(db, sellerId), repo.firstPaidAt(db, sellerId)]);
  const status = effectiveStatus(sub, now);
  const running = status === 'active' || status === 'past_due';
  // seeded or migrated subscriptions have no payment rows: their row's creation stands for the first payment
  const memberSince = paidAt ?? (status === 'pending' ? null : sub.createdAt);
  return {
    sellerId,
    status,
    plan: 'annual',
    renewal: status === 'canceled' || status === 'expired' ? 'manual' : 'recurring',
    amount: annualFeeUsd,
    memberSince: iso(memberSince),
    currentPeriodEnd: iso(sub.currentPeriodEnd),
    nextPaymentDate: running ? iso(sub.currentPeriodEnd) : null,
    credits: {
      total: sub.listingCreditsTotal,
      used: sub.listingCreditsUsed,
      available: Math.max(0, sub.listingCreditsTotal - sub.listingCreditsUsed),
    },
    transactions: payments.map(toTransaction),
  };
}
