import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { subscriptionPayments, subscriptions, users } from '../db/schema/index.ts';
import { annualPlan } from '../modules/subscription/plan.ts';
import { insertPayment } from '../modules/subscription/repo.ts';
import { seedIfEmpty } from '../seed/seed-if-empty.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { drivers } from '../test/test-db.ts';
import { addTestUser, type TestUser } from '../test/test-users.ts';
import { securityEnv } from './security-kit.ts';

/** What a real deployment sets (DATABASE_URL is read by createApi only; these apps get a test database). */
const production = {
  ...securityEnv,
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db.internal:5432/xchange',
  PUBLIC_URL: 'https://xchange.example.com',
  JWT_SECRET: 'production-secret-of-at-least-32-bytes-0123',
};
// Unreachable on purpose: a checkout may only fail, never be handed out for free.
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_live_replay', STRIPE_WEBHOOK_SECRET: 'whsec_replay' };

describe('issue 18 item 1: production without Stripe keys or PAYMENTS=test does not start', () => {
  test('the configuration that left the test checkout live in production is refused', () => {
    assert.throws(
      () => loadConfig({ ...production, DATA_DIR: undefined }),
      (e: unknown) => e instanceof ConfigError && e.problems.some((p) => p.startsWith('Payments are not configured')),
    );
  });
});

for (const driver of drivers) {
  describe(`issue 18 item 1 replay: production with Stripe keys (${driver})`, () => {
    let t: TestApp;
    let seller: TestUser;
    const unpaid = { status: 'pending', credits: annualPlan.includedListingCredits };
    const state = async () => {
      const [s] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.sellerId, seller.id));
      return { status: s?.status ?? 'none', credits: s?.listingCreditsTotal ?? 0 };
    };
    const complete = (id: string, form = false) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/test-checkout/${id}/complete`,
        ...(form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' } : {}),
      });

    before(async () => {
      t = await createTestApp(driver, { env: { ...production, ...stripeKeys } });
      seller = await addTestUser(t, 'seller');
    });
    after(() => t.close());

    test('signup/stripe then test-checkout/<id>/complete activates nothing', async () => {
      const r = await t.app.inject({ method: 'POST', url: `/api/v1/signup/stripe?reference=${seller.id}`, headers: seller.auth });
      assert.equal(r.statusCode, 502, 'Stripe cannot be reached from the test: the checkout fails instead of opening a test one');
      assert.doesNotMatch(r.body, /test-checkout|tc_/);
      // a test checkout left from a time the site ran with PAYMENTS=test cannot be completed either
      await insertPayment(t.app.db, {
        id: 'tc_replayreplayreplay',
        sellerId: seller.id,
        kind: 'subscription',
        description: 'Annual Subscription',
        amountCents: 99900,
        credits: 0,
        provider: 'test',
      });
      const done = await complete('tc_replayreplayreplay');
      assert.equal(done.statusCode, 404);
      assert.equal(done.json().code, 'ERR_ROUTE_NOT_FOUND');
      assert.ok((await complete('tc_replayreplayreplay', true)).statusCode >= 400, "the page's form post is refused too");
      assert.equal((await t.app.inject({ url: '/api/v1/test-checkout/tc_replayreplayreplay' })).statusCode, 404);
      assert.deepEqual(await state(), unpaid);
    });

    test('subscription/checkout {"credits":1000} adds no credits', async () => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v1/subscription/checkout',
        headers: seller.auth,
        payload: { credits: 1000 },
      });
      assert.equal(r.statusCode, 502);
      assert.doesNotMatch(r.body, /test-checkout|tc_/);
      const tests = await t.app.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.sellerId, seller.id));
      assert.deepEqual(
        tests.map((p) => [p.id, p.status]),
        [['tc_replayreplayreplay', 'pending']],
        'no new payment row, none paid',
      );
      assert.deepEqual(await state(), unpaid);
    });
  });

  describe(`PAYMENTS=test is the explicit opt-in to the test checkout, keys or not (${driver})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(driver, { env: { ...production, ...stripeKeys, PAYMENTS: 'test' } });
    });
    after(() => t.close());

    test('signup/stripe opens the built-in test checkout and its Complete payment activates the subscription', async () => {
      const seller = await addTestUser(t, 'seller');
      const r = await t.app.inject({ method: 'POST', url: `/api/v1/signup/stripe?reference=${seller.id}`, headers: seller.auth });
      assert.equal(r.statusCode, 200);
      const { url } = r.json() as { url: string };
      assert.match(url, /^\/api\/v1\/test-checkout\/tc_/);
      const done = await t.app.inject({ method: 'POST', url: `${url}/complete` });
      assert.equal(done.statusCode, 303);
      const [s] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.sellerId, seller.id));
      assert.equal(s!.status, 'active');
    });
  });

  describe(`issue 18 item 2 replay: no demo admin in production (${driver})`, () => {
    let t: TestApp;
    const adminLogin = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/admin',
        payload: { username: 'admin@demo.test', password: 'Admin#2024pass', type: 'admin' },
      });

    before(async () => {
      t = await createTestApp(driver, { env: { ...production, ...stripeKeys } });
    });
    after(() => t.close());

    test('an empty production database gets no demo data, so admin@demo.test cannot sign in', async () => {
      assert.equal(await seedIfEmpty(t.app.db, { mediaDir: t.config.mediaDir, seedDemo: t.config.seedDemo }), false);
      assert.equal((await t.app.db.select().from(users)).length, 0);
      assert.equal((await adminLogin()).statusCode, 401);
    });

    test('SEED_DEMO=1 seeds the demo on purpose, demo admin included', async () => {
      const withDemo = loadConfig({ ...production, ...stripeKeys, DATA_DIR: t.config.dataDir, SEED_DEMO: '1' });
      assert.equal(await seedIfEmpty(t.app.db, { mediaDir: t.config.mediaDir, seedDemo: withDemo.seedDemo }), true);
      assert.equal((await adminLogin()).statusCode, 200);
    });
  });
}

/** The outbox's .eml files, quoted-printable undone, once `count` have been written. */
async function outboxMails(dir: string, count: number): Promise<string[]> {
  for (let i = 0; i < 100; i += 1) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    if (files.length >= count) {
      const raw = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
      return raw.map((m) => m.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
    }
    await sleep(50);
  }
  throw new Error(`fewer than ${count} mails in ${dir}`);
}

for (const driver of drivers) {
  describe(`issue 18 item 12 replay: a forged Host never reaches a mail link (${driver})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(driver, { env: { ...production, ...stripeKeys, TRUST_PROXY: 'true' } });
    });
    after(() => t.close());

    test('forgot-password asked through Host: evil.example mails links to PUBLIC_URL only', async () => {
      const user = await addTestUser(t, 'buyer');
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { username: user.email, type: 'buyer' },
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      });
      assert.equal(r.statusCode, 200);
      const [mail] = await outboxMails(t.config.outboxDir, 1);
      assert.match(mail!, /href="https:\/\/xchange\.example\.com\/support"/);
      assert.doesNotMatch(mail!, /evil/);
    });
  });
}
