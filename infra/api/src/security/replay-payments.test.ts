import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { drivers } from '../test/test-db.ts';
import { fakeStripe } from '../test/fake-stripe.ts';
import { addTestUser, type TestUser } from '../test/test-users.ts';
import { securityEnv } from './security-kit.ts';

const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', origin: 'https://evil.example' };
const urlsOf = (p: { return_url?: string; success_url?: string; cancel_url?: string }) =>
  [p.return_url, p.success_url, p.cancel_url].filter((u): u is string => u !== undefined);

// Issue 18: "Public URLs come from PUBLIC_URL (… Stripe return URLs), never from Host", and the return from an
// embedded checkout cannot be used to show a success Stripe did not report, nor to make this server call Stripe.
for (const driver of drivers) {
  for (const mode of ['embedded', 'hosted'] as const) {
    describe(`replay: Stripe ${mode} checkout behind a forged Host (${driver})`, () => {
      let t: TestApp;
      let seller: TestUser;
      const stripe = fakeStripe();

      before(async () => {
        const keys = { STRIPE_SECRET_KEY: 'sk_test_replay', ...(mode === 'embedded' ? { STRIPE_PUBLISHABLE_KEY: 'pk_test_replay' } : {}) };
        // TRUST_PROXY on: even a believed X-Forwarded-Host does not reach Stripe's return URLs
        t = await createTestApp(driver, {
          env: { ...securityEnv, ...keys, PUBLIC_URL: 'https://shop.xchange.example', TRUST_PROXY: 'true' },
          stripe: stripe.api,
        });
        seller = await addTestUser(t, 'seller');
      });
      after(() => t.close());

      test('POST signup/stripe and POST subscription/checkout with Host: evil.example send Stripe only PUBLIC_URL', async () => {
        const headers = { ...seller.auth, ...forged };
        assert.equal(
          (await t.app.inject({ method: 'POST', url: `/api/v1/signup/stripe?reference=${seller.id}`, headers })).statusCode,
          200,
        );
        assert.equal(
          (await t.app.inject({ method: 'POST', url: '/api/v1/subscription/checkout', headers, payload: { credits: 2 } })).statusCode,
          200,
        );
        const urls = stripe.fake.created.flatMap(urlsOf);
        assert.equal(urls.length, mode === 'embedded' ? 2 : 4);
        for (const u of urls) assert.ok(u.startsWith('https://shop.xchange.example/'), u);
      });

      if (mode === 'embedded') {
        test('the return never reports a success Stripe did not, and a made-up session id costs no call to Stripe', async () => {
          const open = await t.app.inject({ url: '/api/v1/subscription/checkout/return?session_id=cs_test_fake1', headers: forged });
          assert.deepEqual([open.statusCode, open.headers.location], [303, '/loginpage?message=Payment%20Failed']);
          const calls = stripe.fake.retrieved.length;
          for (let i = 0; i < 5; i++) {
            const r = await t.app.inject({ url: `/api/v1/subscription/checkout/return?session_id=cs_live_guess${i}` });
            assert.equal(r.statusCode, 404);
          }
          assert.equal(stripe.fake.retrieved.length, calls);
        });
      }
    });
  }
}
