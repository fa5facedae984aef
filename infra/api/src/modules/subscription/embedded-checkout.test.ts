import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { subscriptionPayments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { fakeStripe } from '../../test/fake-stripe.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';

const publicUrl = 'https://xchange.example/';
const returnUrl = 'https://xchange.example/api/v1/subscription/checkout/return?session_id={CHECKOUT_SESSION_ID}';

test('STRIPE_PUBLISHABLE_KEY must be a publishable key, never the secret one', () => {
  const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'xchange-config-'));
  assert.equal(loadConfig({ DATA_DIR, STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }).stripePublishableKey, 'pk_test_abc');
  assert.throws(() => loadConfig({ DATA_DIR, STRIPE_PUBLISHABLE_KEY: 'sk_live_abc' }), /STRIPE_PUBLISHABLE_KEY must start with pk_/);
  rmSync(DATA_DIR, { recursive: true, force: true });
});

for (const driver of drivers) {
  describe(`Stripe Embedded Checkout (${driver})`, () => {
    let t: TestApp;
    let seller: TestUser;
    const stripe = fakeStripe();
    const subscribe = () => t.app.inject({ method: 'POST', url: `/api/v1/signup/stripe?reference=${seller.id}`, headers: seller.auth });
    const addBalance = (credits: number) =>
      t.app.inject({ method: 'POST', url: '/api/v1/subscription/checkout', headers: seller.auth, payload: { credits } });
    const back = (id: string) => t.app.inject({ url: `/api/v1/subscription/checkout/return?session_id=${id}` });

    before(async () => {
      t = await createTestApp(driver, {
        env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_51Xchange', PUBLIC_URL: publicUrl },
        stripe: stripe.api,
      });
      seller = await addTestUser(t, 'seller');
    });
    after(() => t.close());

    test('the subscription opens an embedded session: client secret and publishable key, no page to leave for', async () => {
      const r = await subscribe();
      assert.equal(r.statusCode, 200);
      assert.deepEqual(r.json(), {
        sessionId: 'cs_test_fake1',
        embedded: { clientSecret: 'cs_test_fake1_secret_x1', publishableKey: 'pk_test_51Xchange' },
      });
      const p = stripe.fake.created[0]!;
      assert.deepEqual(
        { ui: p.ui_mode, redirect: p.redirect_on_completion, returnUrl: p.return_url, success: p.success_url, cancel: p.cancel_url },
        { ui: 'embedded_page', redirect: 'if_required', returnUrl, success: undefined, cancel: undefined },
      );
      assert.equal(p.mode, 'subscription');
      assert.deepEqual(p.line_items, [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 99900,
            recurring: { interval: 'year' },
            product_data: { name: 'Annual Subscription' },
          },
        },
      ]);
      const metadata = { sellerId: String(seller.id), kind: 'subscription', credits: '0' };
      assert.deepEqual(
        [p.customer_email, p.client_reference_id, p.metadata, p.subscription_data?.metadata],
        [seller.email, String(seller.id), metadata, metadata],
      );
      const [payment] = await t.app.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, 'cs_test_fake1'));
      assert.deepEqual(
        [payment?.provider, payment?.status, payment?.amountCents, payment?.sellerId],
        ['stripe', 'pending', 99900, seller.id],
      );
    });

    test('Add Balance opens an embedded one-time payment for the credits', async () => {
      const r = await addBalance(7);
      assert.equal(r.json().embedded.clientSecret, 'cs_test_fake2_secret_x1');
      const p = stripe.fake.created[1]!;
      assert.deepEqual([p.ui_mode, p.mode, p.return_url, p.customer_email], ['embedded_page', 'payment', returnUrl, seller.email]);
      assert.deepEqual(p.line_items, [
        { quantity: 7, price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'Listing credit' } } },
      ]);
      assert.deepEqual(p.metadata, { sellerId: String(seller.id), kind: 'credits', credits: '7' });
      assert.equal(p.subscription_data, undefined);
    });

    test("back from a payment method's own page: Stripe's answer picks the result dialog", async () => {
      const open = await back('cs_test_fake1');
      assert.deepEqual([open.statusCode, open.headers.location], [303, '/loginpage?message=Payment%20Failed']);
      stripe.fake.states.set('cs_test_fake1', { status: 'complete', payment_status: 'paid' });
      const paid = await back('cs_test_fake1');
      assert.deepEqual(
        [paid.statusCode, paid.headers.location, paid.headers['cache-control']],
        [303, '/loginpage?message=Payment%20Successful', 'no-store'],
      );
      stripe.fake.states.set('cs_test_fake2', { status: 'complete', payment_status: 'paid' });
      assert.equal((await back('cs_test_fake2')).headers.location, '/profile?message=Payment%20Successful');
      stripe.fake.states.set('cs_test_fake2', { status: 'complete', payment_status: 'unpaid' });
      assert.equal(
        (await back('cs_test_fake2')).headers.location,
        '/profile?message=Payment%20Failed',
        'a payment still clearing is not a success yet',
      );
    });

    test('a checkout this server did not open is not looked up at Stripe; a malformed id is a 400', async () => {
      const calls = stripe.fake.retrieved.length;
      const unknown = await back('cs_test_someoneelse');
      assert.deepEqual([unknown.statusCode, unknown.json()], [404, { code: 'ERR_NOT_FOUND', errors: ['This checkout does not exist.'] }]);
      assert.equal(stripe.fake.retrieved.length, calls);
      const bad = await back('tc_abc%3Cscript%3E');
      assert.deepEqual([bad.statusCode, bad.json().code, bad.json().errors], [400, 'ERR_VALIDATION', ['This checkout does not exist.']]);
    });

    test('Stripe unreachable: 502 with a clear message, and no payment is recorded', async () => {
      stripe.fake.down = true;
      try {
        const r = await addBalance(3);
        assert.deepEqual(
          [r.statusCode, r.json()],
          [502, { code: 'ERR_PAYMENT_FAILED', errors: ['The payment could not be started. Please try again.'] }],
        );
        const rows = await t.app.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.sellerId, seller.id));
        assert.equal(rows.length, 2);
        const lost = await back('cs_test_fake1');
        assert.equal(lost.statusCode, 502);
        assert.match(lost.json().errors[0], /Stripe could not say how this payment ended/);
      } finally {
        stripe.fake.down = false;
      }
    });
  });

  describe(`Stripe hosted Checkout without a publishable key (${driver})`, () => {
    let t: TestApp;
    const stripe = fakeStripe();
    before(async () => {
      t = await createTestApp(driver, { env: { STRIPE_SECRET_KEY: 'sk_test_fake', PUBLIC_URL: publicUrl }, stripe: stripe.api });
    });
    after(() => t.close());

    test("the checkout leaves for Stripe's page and comes back to the result dialog, as before", async () => {
      const seller = await addTestUser(t, 'seller');
      const r = await t.app.inject({ method: 'POST', url: '/api/v1/subscription/checkout', headers: seller.auth, payload: { credits: 2 } });
      assert.deepEqual(r.json(), { sessionId: 'cs_test_fake1', url: 'https://checkout.stripe.com/c/pay/cs_test_fake1' });
      const p = stripe.fake.created[0]!;
      assert.deepEqual(
        [p.ui_mode, p.return_url, p.success_url, p.cancel_url],
        [
          undefined,
          undefined,
          'https://xchange.example/profile?message=Payment%20Successful',
          'https://xchange.example/profile?message=Payment%20Failed',
        ],
      );
    });
  });
}
