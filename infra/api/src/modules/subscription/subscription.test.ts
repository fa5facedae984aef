import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { annualPlanListingCredits } from '@xchange/contract';
import { subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';

for (const driver of drivers) {
  describe(`subscription tab and Add Balance (${driver})`, () => {
    let t: TestApp;
    let seller: TestUser;
    const read = async (who: TestUser) => (await t.app.inject({ url: '/api/v1/subscription', headers: who.auth })).json();
    const addBalance = (who: TestUser, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/subscription/checkout', headers: who.auth, payload });
    const finish = (url: string, outcome: 'complete' | 'fail') =>
      t.app.inject({
        method: 'POST',
        url: `${url}/${outcome}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });

    before(async () => {
      t = await createTestApp(driver);
      seller = await addTestUser(t, 'seller');
    });
    after(() => t.close());

    test('a new seller sees a pending subscription with the included credits and no payments', async () => {
      assert.deepEqual(await read(seller), {
        sellerId: seller.id,
        status: 'pending',
        plan: 'annual',
        renewal: 'recurring',
        amount: 999,
        memberSince: null,
        currentPeriodEnd: null,
        nextPaymentDate: null,
        credits: { total: annualPlanListingCredits, used: 0, available: annualPlanListingCredits },
        transactions: [],
      });
      const buyer = await addTestUser(t, 'buyer');
      assert.equal((await t.app.inject({ url: '/api/v1/subscription', headers: buyer.auth })).statusCode, 403);
    });

    test('after paying: active, member since, renewal dates and the payment', async () => {
      const { url } = (
        await t.app.inject({ method: 'POST', url: `/api/v1/signup/stripe?reference=${seller.id}`, headers: seller.auth })
      ).json();
      await finish(url, 'complete');
      const s = await read(seller);
      assert.equal(s.status, 'active');
      assert.ok(Math.abs(Date.parse(s.memberSince) - Date.now()) < 60_000);
      assert.equal(s.nextPaymentDate, s.currentPeriodEnd);
      assert.deepEqual(
        s.transactions.map((x: object) => ({ ...x, id: undefined, date: undefined })),
        [{ id: undefined, date: undefined, description: 'Annual Subscription', amount: 999, status: 'paid' }],
      );
    });

    test('Add Balance buys credits through the checkout; only a completed payment adds them', async () => {
      await t.app.db.update(subscriptions).set({ listingCreditsUsed: 20 }).where(eq(subscriptions.sellerId, seller.id));
      const failed = (await addBalance(seller, { credits: 3 })).json();
      assert.match(failed.url, /^\/api\/v1\/test-checkout\/tc_/);
      const back = await finish(failed.url, 'fail');
      assert.equal(back.headers.location, '/profile?message=Payment%20Failed');
      assert.equal((await read(seller)).credits.total, annualPlanListingCredits);

      const page = await t.app.inject({ url: (await addBalance(seller, { credits: 10 })).json().url });
      assert.ok(page.body.includes('10 listing credits') && page.body.includes('<dt>Amount</dt><dd>$50</dd>'));
      const ok = (await addBalance(seller, { credits: 10 })).json();
      assert.equal((await finish(ok.url, 'complete')).headers.location, '/profile?message=Payment%20Successful');
      const s = await read(seller);
      assert.deepEqual(s.credits, { total: annualPlanListingCredits + 10, used: 20, available: annualPlanListingCredits - 10 });
      assert.deepEqual(
        s.transactions.slice(0, 2).map((x: { description: string; amount: number; status: string }) => [x.description, x.amount, x.status]),
        [
          ['10 listing credits', 50, 'paid'],
          ['3 listing credits', 15, 'failed'],
        ],
      );
    });

    test('Add Balance validates the number of credits', async () => {
      assert.equal((await addBalance(seller, { credits: 0 })).statusCode, 400);
      assert.equal((await addBalance(seller, {})).statusCode, 400);
    });

    test('a subscription past its period end reads as expired and can be paid again', async () => {
      await t.app.db
        .update(subscriptions)
        .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
        .where(eq(subscriptions.sellerId, seller.id));
      const s = await read(seller);
      assert.deepEqual([s.status, s.renewal, s.nextPaymentDate], ['expired', 'manual', null]);
      const r = await t.app.inject({ method: 'POST', url: `/api/v1/signup/stripe?reference=${seller.id}`, headers: seller.auth });
      assert.equal(r.statusCode, 200);
      await finish(r.json().url, 'complete');
      assert.equal((await read(seller)).status, 'active');
    });
  });
}
