import * as v from 'valibot';
import { annualFeeUsd, canPublish, subscriptionStatuses } from './plan';
import { paymentResultText } from './payment-results';
import { subscriptionSchema } from './subscription';

describe('subscription', () => {
  it('costs USD 999 a year and moves through the five states', () => {
    expect(annualFeeUsd).toBe(999);
    expect(subscriptionStatuses).toEqual(['pending', 'active', 'past_due', 'canceled', 'expired']);
  });
  it('lets only an active seller publish', () => {
    expect(canPublish('active')).toBe(true);
    expect(subscriptionStatuses.filter(canPublish)).toEqual(['active']);
  });
  it('parses the subscription tab data', () => {
    const s = {
      sellerId: 1,
      status: 'active',
      plan: 'annual',
      renewal: 'recurring',
      amount: 999,
      memberSince: '2026-01-01T00:00:00.000Z',
      currentPeriodEnd: '2027-01-01T00:00:00.000Z',
      nextPaymentDate: '2027-01-01T00:00:00.000Z',
      credits: { total: 5, used: 2, available: 3 },
    };
    expect(v.parse(subscriptionSchema, s).transactions).toEqual([]);
    expect(v.is(subscriptionSchema, { ...s, status: 'paused' })).toBe(false);
  });
  it('words the checkout result dialog (docs/product.md §2.3)', () => {
    expect(paymentResultText('Payment Successful')).toBe('Payment Successfull !!');
    expect(paymentResultText('cancelled')).toBe('Payment Failed !!');
  });
});
