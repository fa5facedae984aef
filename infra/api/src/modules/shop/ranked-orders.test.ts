import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { homepageQuerySchema, type HomepageQueryInput, type ProductWire } from '@xchange/contract';
import { products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { catalogQueries } from './catalog.ts';
import { rankedOrderMaxAgeMs } from './ranked-orders.ts';
import { forgetCatalogCounts } from './shared-counts.ts';
import { seedShop, shopClient, type ShopFixture } from './shop-test-kit.ts';

for (const driver of drivers) {
  describe(`a word search's kept order of places (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let call: ReturnType<typeof shopClient>;
    let clock = Date.now();
    const search = async (body: HomepageQueryInput) => {
      const r = await call('POST', 'home/homepage', { body: { sortBy: 'relevance', exact: true, ...body } });
      return r.status === 404 ? [] : (r.body as { body: { content: ProductWire[] } }).body.content;
    };
    const ids = async (body: HomepageQueryInput) => (await search(body)).map((p) => p.id);

    before(async () => {
      t = await createTestApp(driver, { now: () => clock });
      call = shopClient(t);
      f = await seedShop(t);
    });
    after(() => t.close());

    test('pages of one size or another follow the order ranked for a single page, none twice, none left out', async () => {
      const q = v.parse(homepageQuerySchema, { search: 'oscilloscope', sortBy: 'relevance', size: 100 });
      const rankedNow = (await catalogQueries(t.app.db, q, undefined, 3).page).map((r) => r.id);
      assert.deepEqual(new Set(rankedNow), new Set([f.p.dsox, f.p.mdo, f.p.dsox3024]));
      // page 1 ranks its one place, page 2 the first 100, and the rest read those
      const oneByOne = [];
      for (const page of [1, 2, 3]) oneByOne.push(...(await ids({ search: 'oscilloscope', size: 1, page })));
      assert.deepEqual(oneByOne, rankedNow);
      assert.deepEqual(await ids({ search: 'oscilloscope', size: 1, page: 4 }), []);
      assert.deepEqual(await ids({ search: 'oscilloscope', size: 100 }), rankedNow);
      assert.deepEqual(await ids({ search: 'oscilloscope', size: 2, page: 2 }), rankedNow.slice(2));
    });

    test('within the kept order a page shows each listing as it is now: a new price at once, a hidden listing gone', async () => {
      const before = await search({ search: 'oscilloscope' });
      try {
        await t.app.db.update(products).set({ price: 31_500 }).where(eq(products.id, f.p.mdo));
        await t.app.db.update(products).set({ published: false }).where(eq(products.id, f.p.dsox3024));
        const now = await search({ search: 'oscilloscope' });
        assert.deepEqual(
          now.map((p) => p.id),
          before.map((p) => p.id).filter((id) => id !== f.p.dsox3024),
        );
        assert.equal(now.find((p) => p.id === f.p.mdo)?.price, 31_500);
      } finally {
        const was = before.find((p) => p.id === f.p.mdo)!.price;
        await t.app.db.update(products).set({ price: was, published: true }).where(eq(products.id, f.p.mdo));
        await t.app.db.update(products).set({ published: true }).where(eq(products.id, f.p.dsox3024));
        forgetCatalogCounts(t.app.db);
      }
    });

    test('words written outside the API move a listing in when the order is older than its max age', async () => {
      assert.deepEqual(await ids({ search: 'analyzer' }), [f.p.fpc]);
      await t.app.db.update(products).set({ name: 'Fluke 87V Analyzer Multimeter' }).where(eq(products.id, f.p.fluke));
      try {
        clock += rankedOrderMaxAgeMs - 1;
        assert.deepEqual(await ids({ search: 'analyzer' }), [f.p.fpc]);
        clock += 2;
        assert.deepEqual(new Set(await ids({ search: 'analyzer' })), new Set([f.p.fpc, f.p.fluke]));
      } finally {
        await t.app.db.update(products).set({ name: 'Fluke 87V True-RMS' }).where(eq(products.id, f.p.fluke));
        forgetCatalogCounts(t.app.db);
      }
    });

    test('a change through the API (forgetCatalogCounts) reorders at once', async () => {
      assert.deepEqual(await ids({ search: 'true-rms' }), [f.p.fluke]);
      await t.app.db.update(products).set({ name: 'Fluke 87V Multimeter' }).where(eq(products.id, f.p.fluke));
      try {
        forgetCatalogCounts(t.app.db);
        assert.deepEqual(await ids({ search: 'true-rms' }), []);
      } finally {
        await t.app.db.update(products).set({ name: 'Fluke 87V True-RMS' }).where(eq(products.id, f.p.fluke));
        forgetCatalogCounts(t.app.db);
      }
    });
  });
}
