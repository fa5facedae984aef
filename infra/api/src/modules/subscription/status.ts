import type { SubscriptionStatus } from '@xchange/contract';

/**
 * The status a reader sees: an active or past-due subscription whose paid period has ended is 'expired' (no renewal
 * event arrived), without a write.
 */
export function effectiveStatus(row: { status: SubscriptionStatus; currentPeriodEnd: Date | null }, now = new Date()): SubscriptionStatus {
  const lapsed = row.currentPeriodEnd !== null && row.currentPeriodEnd.getTime() <= now.getTime();
  return (row.status === 'active' || row.status === 'past_due') && lapsed ? 'expired' : row.status;
}
