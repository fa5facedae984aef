import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { ProductWire } from '@xchange/contract';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { seedShop, shopClient, type ShopFixture } from '../shop/shop-test-kit.ts';

for (const driver of drivers) {
  describe(`wishlist (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let call: ReturnType<typeof shopClient>;
    const list = async (as: ShopFixture['buyer']) => ((await call('GET', 'wishlist', { as })).body as ProductWire[]).map((p) => p.id);

    before(async () => {
      t = await createTestApp(driver);
      call = shopClient(t);
      f = await seedShop(t);
    });
    after(() => t.close());

    test('a visitor is asked to log in', async () => {
      for (const [method, url] of [
        ['POST', `wishlist/add?productid=${f.p.dsox}`],
        ['POST', `wishlist/remove?productid=${f.p.dsox}`],
        ['GET', 'wishlist'],
      ] as const) {
        const r = await call(method, url);
        assert.equal(r.status, 401, url);
        assert.deepEqual(r.body, {
          errors: ['Please login to continue.'],
          code: 'ERR_UNAUTHENTICATED',
          message: 'Please login to continue.',
        });
      }
    });

    test('sellers and admins have no watchlist', async () => {
      for (const as of [f.sellerA, f.admin]) {
        assert.equal((await call('POST', `wishlist/add?productid=${f.p.dsox}`, { as })).status, 403);
        assert.equal((await call('GET', 'wishlist', { as })).status, 403);
      }
    });

    test('a buyer adds, lists and removes, each call idempotent', async () => {
      const add = await call('POST', `wishlist/add?productid=${f.p.dsox}`, { as: f.buyer });
      assert.deepEqual(add, { status: 200, body: { message: 'Watchlist added' } });
      assert.deepEqual(await call('POST', `wishlist/add?productid=${f.p.dsox}`, { as: f.buyer }), add);
      await call('POST', `wishlist/add?productid=${f.p.fpc}`, { as: f.buyer });
      assert.deepEqual(await list(f.buyer), [f.p.fpc, f.p.dsox], 'newest first, no duplicate');
      const listed = (await call('GET', 'wishlist', { as: f.buyer })).body as ProductWire[];
      assert.ok(listed.every((p) => p.isStarred === true));
      assert.equal(listed[1]!.productname, 'Keysight DSOX3034A Oscilloscope');
      const remove = await call('POST', `wishlist/remove?productid=${f.p.fpc}`, { as: f.buyer });
      assert.deepEqual(remove, { status: 200, body: { message: 'Watchlist removed.' } });
      assert.deepEqual(await call('POST', `wishlist/remove?productid=${f.p.fpc}`, { as: f.buyer }), remove);
      assert.deepEqual(await list(f.buyer), [f.p.dsox]);
    });

    test('each buyer sees and changes only its own watchlist', async () => {
      assert.deepEqual(await list(f.buyer2), []);
      await call('POST', `wishlist/add?productid=${f.p.mdo}`, { as: f.buyer2 });
      await call('POST', `wishlist/remove?productid=${f.p.dsox}`, { as: f.buyer2 });
      assert.deepEqual(await list(f.buyer2), [f.p.mdo]);
      assert.deepEqual(await list(f.buyer), [f.p.dsox]);
    });

    test('hidden or unknown listings cannot be added; listings that leave the shop drop out of the list', async () => {
      for (const id of [f.hidden.unpublished, f.hidden.inactive, 999_999]) {
        const r = await call('POST', `wishlist/add?productid=${id}`, { as: f.buyer });
        assert.equal(r.status, 404);
      }
      assert.equal((await call('POST', 'wishlist/add?productid=x', { as: f.buyer })).status, 400);
      assert.equal((await call('POST', 'wishlist/add', { as: f.buyer })).status, 400);
      await call('POST', `wishlist/add?productid=${f.p.fpc}`, { as: f.buyer });
      await t.app.db.update(users).set({ active: false }).where(eq(users.id, f.sellerB.id));
      try {
        assert.deepEqual(await list(f.buyer), [f.p.dsox]);
      } finally {
        await t.app.db.update(users).set({ active: true }).where(eq(users.id, f.sellerB.id));
      }
      assert.deepEqual(await list(f.buyer), [f.p.fpc, f.p.dsox]);
    });
  });
}
