import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { CartLinesResponse } from '@xchange/contract';
import { products, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import type { TestUser } from '../../test/test-users.ts';
import { seedShop, type ShopFixture } from '../shop/shop-test-kit.ts';

for (const driver of drivers) {
  describe(`cart (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    const call = async (method: 'GET' | 'PUT' | 'POST', url: string, as?: TestUser, body?: object) => {
      const r = await t.app.inject({ method, url: `/api/v1/${url}`, headers: as ? as.auth : {}, ...(body ? { payload: body } : {}) });
      return { status: r.statusCode, body: r.json() };
    };
    const lines = (body: unknown) => (body as CartLinesResponse).map((l) => [l.id, l.quantity]);

    before(async () => {
      t = await createTestApp(driver);
      f = await seedShop(t);
    });
    after(() => t.close());

    test('visitors are asked to log in; sellers and admins have no cart', async () => {
      for (const [method, url] of [
        ['GET', 'cart'],
        ['PUT', 'cart'],
        ['POST', 'cart/merge'],
      ] as const) {
        assert.equal((await call(method, url, undefined, { lines: [] })).status, 401);
        assert.equal((await call(method, url, f.sellerA, { lines: [] })).status, 403);
        assert.equal((await call(method, url, f.admin, { lines: [] })).status, 403);
      }
    });

    test('an empty cart to start; PUT replaces it and answers the products with quantities', async () => {
      assert.deepEqual(await call('GET', 'cart', f.buyer), { status: 200, body: [] });
      const put = await call('PUT', 'cart', f.buyer, {
        lines: [
          { id: f.p.fpc, quantity: 2 },
          { id: f.p.dsox, quantity: 1 },
        ],
      });
      assert.equal(put.status, 200);
      assert.deepEqual(lines(put.body), [
        [f.p.fpc, 2],
        [f.p.dsox, 1],
      ]);
      const dsox = (put.body as CartLinesResponse)[1]!;
      assert.equal(dsox.productname, 'Keysight DSOX3034A Oscilloscope');
      assert.equal(dsox.discountprice, 8500);
      assert.equal(dsox.sellinginstrument, 'Oscilloscopes');
      assert.equal(dsox.primaryfile?.url, '/media/dsox.jpg');
      assert.deepEqual(lines((await call('GET', 'cart', f.buyer)).body), [
        [f.p.fpc, 2],
        [f.p.dsox, 1],
      ]);
      const again = await call('PUT', 'cart', f.buyer, { lines: [{ id: f.p.dsox, quantity: 3 }] });
      assert.deepEqual(lines(again.body), [[f.p.dsox, 3]], 'replaced, not added');
    });

    test('quantities are integers of at least 1; unknown and hidden listings are not stored', async () => {
      for (const quantity of [0, -1, 1.5, 'x']) {
        assert.equal((await call('PUT', 'cart', f.buyer2, { lines: [{ id: f.p.mdo, quantity }] })).status, 400, String(quantity));
      }
      assert.equal((await call('PUT', 'cart', f.buyer2, { lines: [{ id: f.p.mdo, quantity: 10_000_000_000 }] })).status, 400);
      const r = await call('PUT', 'cart', f.buyer2, {
        lines: [
          { id: f.p.mdo, quantity: 1 },
          { id: f.hidden.unpublished, quantity: 1 },
          { id: f.hidden.inactive, quantity: 1 },
          { id: 999_999, quantity: 4 },
        ],
      });
      assert.deepEqual(lines(r.body), [[f.p.mdo, 1]]);
    });

    test('merge adds the local cart; a product in both keeps the larger quantity', async () => {
      await call('PUT', 'cart', f.buyer2, {
        lines: [
          { id: f.p.mdo, quantity: 3 },
          { id: f.p.fluke, quantity: 1 },
        ],
      });
      const r = await call('POST', 'cart/merge', f.buyer2, {
        lines: [
          { id: f.p.fluke, quantity: 4 },
          { id: f.p.mdo, quantity: 1 },
          { id: f.p.fpc, quantity: 2 },
          { id: f.hidden.lapsed, quantity: 1 },
        ],
      });
      assert.equal(r.status, 200);
      assert.deepEqual(lines(r.body), [
        [f.p.mdo, 3],
        [f.p.fluke, 4],
        [f.p.fpc, 2],
      ]);
    });

    test('each buyer has its own cart', async () => {
      assert.deepEqual(lines((await call('GET', 'cart', f.buyer)).body), [[f.p.dsox, 3]]);
    });

    test('a line whose listing left the shop is dropped from the answer and comes back when it returns', async () => {
      await call('PUT', 'cart', f.buyer, {
        lines: [
          { id: f.p.dsox, quantity: 1 },
          { id: f.p.fpc, quantity: 1 },
        ],
      });
      await t.app.db.update(users).set({ active: false }).where(eq(users.id, f.sellerB.id));
      await t.app.db.update(products).set({ published: false }).where(eq(products.id, f.p.dsox));
      try {
        assert.deepEqual(lines((await call('GET', 'cart', f.buyer)).body), []);
      } finally {
        await t.app.db.update(users).set({ active: true }).where(eq(users.id, f.sellerB.id));
        await t.app.db.update(products).set({ published: true }).where(eq(products.id, f.p.dsox));
      }
      assert.deepEqual(lines((await call('GET', 'cart', f.buyer)).body), [
        [f.p.dsox, 1],
        [f.p.fpc, 1],
      ]);
    });
  });
}
