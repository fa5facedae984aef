import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { annualPlanListingCredits } from '@xchange/contract';
import { processedWebhookEvents, subscriptionPayments, subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';

const secret = 'whsec_test_secret_for_webhook_tests';
let n = 0;
const stripeEvent = (type: string, object: object, id = `evt_${++n}`) => JSON.stringify({ id, object: 'event', type, data: { object } });
const invoice = (sub: string, o: { paid?: boolean; reason?: string; end?: number; sellerId?: number } = {}) => ({
  id: `in_${++n}`,
  object: 'invoice',
  amount_paid: o.paid === false ? 0 : 99900,
  amount_due: 99900,
  billing_reason: o.reason ?? 'subscription_cycle',
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription: sub, metadata: o.sellerId ? { sellerId: String(o.sellerId) } : {} },
  },
  lines: { object: 'list', data: [{ period: { start: 0, end: o.end ?? 0 } }] },
});

for (const driver of drivers) {
  describe(`Stripe webhook (${driver})`, () => {
    let t: TestApp;
    let seller: TestUser;
    const send = (payload: string, signed = payload) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/subscription/webhook',
        payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: signed, secret }),
        },
      });
    const sub = async () => (await t.app.db.select().from(subscriptions).where(eq(subscriptions.sellerId, seller.id)))[0]!;

    before(async () => {
      t = await createTestApp(driver, { env: { STRIPE_WEBHOOK_SECRET: secret } });
      seller = await addTestUser(t, 'seller');
      // a checkout opened through Stripe is recorded under its session id
      await t.app.db.insert(subscriptionPayments).values({
        id: 'cs_test_1',
        sellerId: seller.id,
        kind: 'subscription',
        description: 'Annual Subscription',
        amountCents: 99900,
        provider: 'stripe',
      });
    });
    after(() => t.close());

    test('a tampered body, a wrong secret or no signature is refused with 400 ERR_WEBHOOK_SIGNATURE', async () => {
      const body = stripeEvent('checkout.session.completed', { id: 'cs_test_1', object: 'checkout.session', payment_status: 'paid' });
      const tampered = await send(body.replace('cs_test_1', 'cs_test_2'), body);
      assert.equal(tampered.statusCode, 400);
      assert.deepEqual(tampered.json(), { code: 'ERR_WEBHOOK_SIGNATURE', errors: ['Webhook signature verification failed.'] });
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/v1/subscription/webhook',
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(unsigned.statusCode, 400);
      const wrong = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other' });
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v1/subscription/webhook',
        payload: body,
        headers: { 'content-type': 'application/json', 'stripe-signature': wrong },
      });
      assert.equal(r.statusCode, 400);
      assert.equal((await sub().catch(() => undefined))?.status ?? 'pending', 'pending');
    });

    test('checkout.session.completed activates the subscription once, however often it is delivered', async () => {
      const body = stripeEvent(
        'checkout.session.completed',
        {
          id: 'cs_test_1',
          object: 'checkout.session',
          payment_status: 'paid',
          subscription: 'sub_1',
          customer: 'cus_1',
        },
        'evt_checkout_1',
      );
      const r = await send(body);
      assert.equal(r.statusCode, 200);
      assert.deepEqual(r.json(), { received: true });
      const first = await sub();
      assert.deepEqual([first.status, first.stripeSubscriptionId, first.stripeCustomerId], ['active', 'sub_1', 'cus_1']);
      await t.app.db.update(subscriptions).set({ status: 'pending' }).where(eq(subscriptions.id, first.id));
      assert.equal((await send(body)).statusCode, 200);
      assert.equal((await sub()).status, 'pending', 'the redelivered event was not applied again');
      assert.equal((await t.app.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, 'evt_checkout_1'))).length, 1);
      await t.app.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, first.id));
    });

    test('invoice.paid renews the period and records the payment', async () => {
      const end = Math.floor(Date.now() / 1000) + 400 * 86_400;
      assert.equal((await send(stripeEvent('invoice.paid', invoice('sub_1', { end })))).statusCode, 200);
      const s = await sub();
      assert.equal(s.status, 'active');
      assert.equal(s.currentPeriodEnd!.getTime(), end * 1000);
      const view = (await t.app.inject({ url: '/api/v1/subscription', headers: seller.auth })).json();
      assert.deepEqual(
        view.transactions.map((x: { description: string; amount: number; status: string }) => [x.description, x.amount, x.status]),
        [
          ['Annual Subscription renewal', 999, 'paid'],
          ['Annual Subscription', 999, 'paid'],
        ],
      );
    });

    test('invoice.payment_failed makes it past_due; customer.subscription.deleted cancels it', async () => {
      await send(stripeEvent('invoice.payment_failed', invoice('sub_1', { paid: false })));
      assert.equal((await sub()).status, 'past_due');
      const view = (await t.app.inject({ url: '/api/v1/subscription', headers: seller.auth })).json();
      assert.equal(view.status, 'past_due');
      assert.equal(view.transactions[0].status, 'failed');
      await send(stripeEvent('customer.subscription.deleted', { id: 'sub_1', object: 'subscription' }));
      assert.equal((await sub()).status, 'canceled');
      const paidLate = await send(stripeEvent('invoice.paid', invoice('sub_1', { end: Math.floor(Date.now() / 1000) + 86_400 })));
      assert.equal(paidLate.statusCode, 200);
      assert.equal((await sub()).status, 'canceled', 'a canceled subscription is not revived by a stray invoice');
    });

    test('Stripe may send the first invoice before the session: its period is kept; credits bought on Stripe are added', async () => {
      const other = await addTestUser(t, 'seller');
      const end = Math.floor(Date.now() / 1000) + 365 * 86_400;
      await send(stripeEvent('invoice.paid', invoice('sub_2', { reason: 'subscription_create', end, sellerId: other.id })));
      const metadata = { sellerId: String(other.id), kind: 'subscription', credits: '0' };
      // no checkout record on this server: the session's metadata says what was bought
      await send(
        stripeEvent('checkout.session.completed', {
          id: 'cs_test_2',
          object: 'checkout.session',
          payment_status: 'paid',
          subscription: 'sub_2',
          metadata,
          amount_total: 99900,
        }),
      );
      const credits = { sellerId: String(other.id), kind: 'credits', credits: '4' };
      await send(
        stripeEvent('checkout.session.completed', {
          id: 'cs_test_3',
          object: 'checkout.session',
          payment_status: 'paid',
          metadata: credits,
          amount_total: 2000,
        }),
      );
      const view = (await t.app.inject({ url: '/api/v1/subscription', headers: other.auth })).json();
      assert.equal(view.status, 'active');
      assert.equal(view.currentPeriodEnd, new Date(end * 1000).toISOString());
      assert.equal(view.credits.total, annualPlanListingCredits + 4);
      assert.deepEqual(view.transactions.map((x: { description: string }) => x.description).sort(), [
        '4 listing credits',
        'Annual Subscription',
      ]);
    });

    test('events the subscription does not follow are acknowledged and ignored', async () => {
      const r = await send(stripeEvent('customer.created', { id: 'cus_2', object: 'customer' }));
      assert.deepEqual([r.statusCode, r.json()], [200, { received: true }]);
    });
  });
}
