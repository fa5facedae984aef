import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seedShop, type ShopFixture } from '../modules/shop/shop-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { drivers } from '../test/test-db.ts';

for (const driver of drivers) {
  describe(`one buyer's cart replaced from many tabs at once (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    before(async () => {
      t = await createTestApp(driver);
      f = await seedShop(t);
    });
    after(() => t.close());

    test('every replacement answers 200 and the stored cart is one of the sent carts', async () => {
      const carts = Array.from({ length: 24 }, (_, i) =>
        i % 2
          ? [{ id: f.p.fluke, quantity: i + 1 }]
          : [
              { id: f.p.fpc, quantity: 1 },
              { id: f.p.dsox, quantity: i + 1 },
            ],
      );
      const answers = await Promise.all(
        carts.map((lines) => t.app.inject({ method: 'PUT', url: '/api/v1/cart', headers: f.buyer.auth, payload: { lines } })),
      );
      for (const a of answers) assert.equal(a.statusCode, 200, a.body);
      const stored = (await t.app.inject({ url: '/api/v1/cart', headers: f.buyer.auth })).json() as { id: number; quantity: number }[];
      const shape = (lines: { id: number; quantity: number }[]) => JSON.stringify(lines.map((l) => [l.id, l.quantity]).sort());
      assert.ok(
        carts.some((c) => shape(c) === shape(stored)),
        `stored ${shape(stored)}`,
      );
    });
  });
}
