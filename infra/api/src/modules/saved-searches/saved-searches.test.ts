import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { parseShopParams, savedSearchLimits, savedSearchTexts, toHomepageBody, type SavedSearchList } from '@xchange/contract';
import { alertMatches, productDetails, products, savedSearches, watchlist } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { seedShop, type ShopFixture } from '../shop/shop-test-kit.ts';
import { alertClient, alertDeps, matchedIds, saveSearch, setPrices } from './alerts-test-kit.ts';
import { matchListing } from './match-listing.ts';

for (const driver of drivers) {
  describe(`saved searches and matching on write, docs/product.md §2.14 (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let api: ReturnType<typeof alertClient>;
    let visible: number[];
    const match = async (ids: number[]) => {
      for (const id of ids) await matchListing(alertDeps(t), id);
    };

    before(async () => {
      t = await createTestApp(driver);
      f = await seedShop(t);
      api = alertClient(t);
      visible = Object.values(f.p);
      await t.app.db.insert(productDetails).values({ productId: f.p.fpc, grade: 'A' });
    });
    after(() => t.close());

    test('a saved view is stored without page, sort and size, with a summary; empty views, duplicates and others’ ids are refused', async () => {
      const saved = await saveSearch(t, f.buyer2, 'q=oscilloscope&brand=Keysight&condition=Used&page=3&sort=newest&size=50', {
        name: 'Scopes',
      });
      assert.equal(saved.query, 'q=oscilloscope&brand=Keysight&condition=Used');
      assert.equal(saved.summary, '"oscilloscope" · Keysight · Used');
      assert.deepEqual([saved.alert, saved.frequency, saved.newMatches, saved.lastAlertAt], [true, 'daily', 0, null]);

      const empty = await api('POST', 'saved-searches', f.buyer2, { name: 'Nothing', query: 'page=2&sort=newest' });
      assert.deepEqual([empty.status, empty.error], [400, savedSearchTexts.queryRequired]);
      const twice = await api('POST', 'saved-searches', f.buyer2, { name: ' scopes ', query: 'q=probe' });
      assert.deepEqual([twice.status, twice.error], [409, savedSearchTexts.duplicateName]);

      const renamed = await api('PUT', `saved-searches/${saved.id}`, f.buyer2, { name: 'Bench scopes', frequency: 'weekly' });
      assert.deepEqual([renamed.body.name, renamed.body.frequency, renamed.body.alert], ['Bench scopes', 'weekly', true]);
      for (const [method, body] of [
        ['PUT', { name: 'Mine now' }],
        ['DELETE', undefined],
      ] as const) {
        const other = await api(method, `saved-searches/${saved.id}`, f.buyer, body);
        assert.deepEqual([other.status, other.error], [404, savedSearchTexts.notFound]);
      }
      const list = (await api('GET', 'saved-searches', f.buyer2)).body as SavedSearchList;
      assert.deepEqual([list.items.map((s) => s.name), list.watchlistAlerts], [['Bench scopes'], true]);
      assert.deepEqual((await api('GET', 'saved-searches', f.buyer)).body.items, []);

      const off = await api('PUT', 'saved-searches/watchlist-alerts', f.buyer2, { watchlistAlerts: false });
      assert.deepEqual(off.body, { watchlistAlerts: false });
      assert.equal((await api('GET', 'saved-searches', f.buyer2)).body.watchlistAlerts, false);

      const gone = await api('DELETE', `saved-searches/${saved.id}`, f.buyer2);
      assert.deepEqual([gone.status, gone.body.message], [200, savedSearchTexts.deleted]);
      assert.equal((await api('DELETE', `saved-searches/${saved.id}`, f.buyer2)).status, 404);
    });

    test(`a buyer keeps at most ${savedSearchLimits.perBuyer} saved searches`, async () => {
      const filters = toHomepageBody(parseShopParams(new URLSearchParams('q=x'))) as never;
      await t.app.db.insert(savedSearches).values(
        Array.from({ length: savedSearchLimits.perBuyer }, (_, i) => ({
          buyerId: f.admin.id,
          name: `n${i}`,
          query: 'q=x',
          summary: '"x"',
          filters,
        })),
      );
      await t.app.db.execute(sql`update ${savedSearches} set buyer_id = ${f.buyer2.id} where buyer_id = ${f.admin.id}`);
      const r = await api('POST', 'saved-searches', f.buyer2, { name: 'One more', query: 'q=probe' });
      assert.deepEqual([r.status, r.error], [409, savedSearchTexts.tooMany]);
      await t.app.db.delete(savedSearches).where(eq(savedSearches.buyerId, f.buyer2.id));
    });

    test('a listing becoming visible matches exactly the saved searches whose shop view lists it, by words and by each filter', async () => {
      const views = {
        words: 'q=oscilloscope',
        model: 'q=DSOX3034A',
        brand: 'brand=Tektronix',
        category: 'category=Multimeters',
        condition: 'condition=New',
        price: 'min=4000&max=6000',
        location: 'location=Chicago%2C+IL%2C+USA',
        distance: 'near=Austin&lat=30.2672&lng=-97.7431&miles=50',
        grade: 'grade=A',
        combined: 'q=oscilloscope&brand=Keysight&max=7000',
        none: 'q=oscilloscope&brand=Fluke',
      };
      const saved = Object.fromEntries(
        await Promise.all(Object.entries(views).map(async ([k, q]) => [k, await saveSearch(t, f.buyer, q, { name: k })] as const)),
      );
      await match([...visible, f.hidden.unpublished, f.hidden.inactive]);
      for (const [kind, q] of Object.entries(views)) {
        const shop = await t.app.inject({
          method: 'POST',
          url: '/api/v1/home/homepage',
          payload: { ...toHomepageBody(parseShopParams(new URLSearchParams(q))), exact: true },
        });
        const expected = (shop.json().body.content as { id: number }[])
          .map((p) => p.id)
          .filter((id) => visible.includes(id))
          .sort((a, b) => a - b);
        assert.deepEqual(await matchedIds(t, saved[kind]!.id), expected, kind);
        if (kind !== 'none') assert.ok(expected.length > 0 && expected.length < visible.length, `${kind} narrows: ${expected}`);
      }
      assert.deepEqual(await matchedIds(t, saved.model!.id), [f.p.dsox]);
      assert.deepEqual(await matchedIds(t, saved.grade!.id), [f.p.fpc]);
      const listed = (await api('GET', 'saved-searches', f.buyer)).body as SavedSearchList;
      assert.equal(listed.items.find((s) => s.name === 'words')!.newMatches, (await matchedIds(t, saved.words!.id)).length);

      // matched once: the same job again, or the listing hidden and shown again, finds nothing new
      const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(alertMatches);
      await match(visible);
      await t.app.db.update(products).set({ published: false }).where(eq(products.id, f.p.mdo));
      await match([f.p.mdo]);
      await t.app.db.update(products).set({ published: true }).where(eq(products.id, f.p.mdo));
      await match([f.p.mdo]);
      assert.deepEqual(await t.app.db.select({ n: sql<number>`count(*)::int` }).from(alertMatches), before);
    });

    test('a lower price is a drop for matching searches and for watchlists with alerts on, once per new price', async () => {
      const scopes = await saveSearch(t, f.buyer2, 'q=oscilloscope', { name: 'Drops' });
      await t.app.db.insert(watchlist).values([
        { buyerId: f.buyer2.id, productId: f.p.fluke },
        { buyerId: f.buyer.id, productId: f.p.fluke },
      ]);
      await api('PUT', 'saved-searches/watchlist-alerts', f.buyer2, { watchlistAlerts: true });
      await api('PUT', 'saved-searches/watchlist-alerts', f.buyer, { watchlistAlerts: false });
      await match(visible);
      const drops = (buyerId: number) =>
        t.app.db
          .select({ productId: alertMatches.productId, price: alertMatches.price, oldPrice: alertMatches.oldPrice })
          .from(alertMatches)
          .where(and(eq(alertMatches.buyerId, buyerId), eq(alertMatches.kind, 'drop'), sql`${alertMatches.savedSearchId} is null`))
          .orderBy(alertMatches.id);

      await setPrices(t, f.p.dsox, 9000, 8000); // discount 8500 → 8000
      await setPrices(t, f.p.fluke, 400, null); // 450 → 400
      await match([f.p.dsox, f.p.fluke]);
      assert.deepEqual(await matchedIds(t, scopes.id, 'drop'), [f.p.dsox]);
      assert.deepEqual(await drops(f.buyer2.id), [{ productId: f.p.fluke, price: 400, oldPrice: 450 }]);
      assert.deepEqual(await drops(f.buyer.id), [], 'watchlist alerts off');

      // up and down to a price already sent: nothing new; a further drop: once more
      await setPrices(t, f.p.fluke, 450, null);
      await match([f.p.fluke]);
      await setPrices(t, f.p.fluke, 400, null);
      await match([f.p.fluke]);
      assert.equal((await drops(f.buyer2.id)).length, 1);
      await setPrices(t, f.p.fluke, 380, null);
      await match([f.p.fluke, f.p.fluke]);
      assert.deepEqual(
        (await drops(f.buyer2.id)).map((d) => d.price),
        [400, 380],
      );
    });

    test('writing a listing through the seller API queues its alert job, keyed by listing', async () => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v1/product/update-feature-product',
        headers: f.sellerA.auth,
        payload: { featuredStatus: true, productid: f.p.dsox, sellerid: f.sellerA.id },
      });
      assert.equal(r.statusCode, 200);
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/seller/listings/by-sku/ALERT-1',
        headers: f.sellerA.auth,
        payload: {
          productname: 'Alert Scope',
          description: 'x',
          price: 100,
          sellinginstrument: 'Oscilloscopes',
          manufacturer: 'Keysight',
          condition: 'Used',
          tags: [],
        },
      });
      assert.equal(put.statusCode, 200, put.body);
      const { rows } = await t.dbHandle.executor.executeSql(`select data from pgboss.job where name = 'listing-alerts'`);
      assert.deepEqual(
        rows.map((r) => (r as { data: { productId: number } }).data.productId),
        [put.json().id],
      );
    });
  });
}
