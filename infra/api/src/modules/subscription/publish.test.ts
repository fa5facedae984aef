import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';
import type { AppError } from '../../lib/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser } from '../../test/test-users.ts';
import { canPublish, publishBlocker, useListingCredit } from './publish.ts';

const day = 86_400_000;

for (const driver of drivers) {
  describe(`publishing needs an active subscription and a credit (${driver})`, () => {
    let t: TestApp;
    let sellerId: number;
    const set = (values: Partial<typeof subscriptions.$inferInsert>) =>
      t.app.db.update(subscriptions).set(values).where(eq(subscriptions.sellerId, sellerId));
    const take = () => t.app.db.transaction((tx) => useListingCredit(tx, sellerId));
    const refusedWith = (code: string) => (e: AppError) => e.code === code && e.statusCode === 402;

    before(async () => {
      t = await createTestApp(driver);
      sellerId = (await addTestUser(t, 'seller')).id;
    });
    after(() => t.close());

    test('no subscription row or a pending one cannot publish', async () => {
      assert.equal(await canPublish(t.app.db, sellerId), false);
      assert.equal(await publishBlocker(t.app.db, sellerId), 'ERR_SUBSCRIPTION_REQUIRED');
      await t.app.db.insert(subscriptions).values({ sellerId, status: 'pending', listingCreditsTotal: 2 });
      await assert.rejects(take(), refusedWith('ERR_SUBSCRIPTION_REQUIRED'));
    });

    test('an active subscription publishes until its credits run out', async () => {
      await set({ status: 'active', currentPeriodEnd: new Date(Date.now() + 30 * day) });
      assert.equal(await canPublish(t.app.db, sellerId), true);
      await take();
      await take();
      const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.sellerId, sellerId));
      assert.equal(row!.listingCreditsUsed, 2);
      assert.equal(await publishBlocker(t.app.db, sellerId), 'ERR_NO_CREDITS');
      await assert.rejects(take(), refusedWith('ERR_NO_CREDITS'));
    });

    test('concurrent publishes never take more credits than there are', async () => {
      await set({ listingCreditsTotal: 5, listingCreditsUsed: 0 });
      const results = await Promise.allSettled(Array.from({ length: 8 }, take));
      assert.equal(results.filter((r) => r.status === 'fulfilled').length, 5);
      const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.sellerId, sellerId));
      assert.equal(row!.listingCreditsUsed, 5);
    });

    test('past_due, canceled and lapsed subscriptions cannot publish', async () => {
      await set({ listingCreditsTotal: 50 });
      for (const status of ['past_due', 'canceled', 'expired'] as const) {
        await set({ status });
        assert.equal(await canPublish(t.app.db, sellerId), false, status);
      }
      await set({ status: 'active', currentPeriodEnd: new Date(Date.now() - 1000) });
      assert.equal(await canPublish(t.app.db, sellerId), false, 'period ended');
      await assert.rejects(take(), refusedWith('ERR_SUBSCRIPTION_REQUIRED'));
    });
  });
}
