import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { HomepageQueryInput, HomepageResponse } from '@xchange/contract';
import { brands, products, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import type { TestUser } from '../../test/test-users.ts';
import { austin, seedShop, shopClient, type ShopFixture } from './shop-test-kit.ts';

for (const driver of drivers) {
  describe(`POST home/homepage (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let call: ReturnType<typeof shopClient>;
    const home = async (body: HomepageQueryInput, as?: TestUser) => {
      const r = await call('POST', 'home/homepage', { body, ...(as ? { as } : {}) });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return r.body as HomepageResponse;
    };
    const ids = async (body: HomepageQueryInput) => (await home({ size: 100, ...body })).body.content.map((p) => p.id);
    const sameSet = (a: number[], b: number[]) =>
      assert.deepEqual(
        [...a].sort((x, y) => x - y),
        [...b].sort((x, y) => x - y),
      );

    before(async () => {
      t = await createTestApp(driver);
      call = shopClient(t);
      f = await seedShop(t);
    });
    after(() => t.close());

    test('shows only published listings of active sellers with an active subscription, cheapest first by default', async () => {
      const r = await home({});
      assert.equal(r.statusCodeValue, 200);
      assert.equal(r.statusCode, 'OK');
      assert.equal(r.body.totalElements, 5);
      // price a buyer pays: fluke 450, fpc 4600, dsox3024 6000, mdo 7000, dsox 8500 (discounted from 9000)
      assert.deepEqual(
        r.body.content.map((p) => p.id),
        [f.p.fluke, f.p.fpc, f.p.dsox3024, f.p.mdo, f.p.dsox],
      );
      for (const hiddenId of Object.values(f.hidden)) assert.ok(!r.body.content.some((p) => p.id === hiddenId));
    });

    test('answers a listing with brand, category, seller, location, media and promotion', async () => {
      const r = await home({ search: 'DSOX3034A' });
      const p = r.body.content[0]!;
      assert.equal(p.id, f.p.dsox);
      assert.equal(p.productname, 'Keysight DSOX3034A Oscilloscope');
      assert.equal(p.price, 9000);
      assert.equal(p.discountprice, 8500);
      assert.equal(p.manufacturer, 'Keysight');
      assert.equal(p.sellinginstrument, 'Oscilloscopes');
      assert.equal(p.condition, 'Used');
      assert.deepEqual(p.tags, ['Calibrated']);
      assert.equal(p.location, 'Austin, TX, USA');
      assert.deepEqual(p.seller, { id: f.sellerA.id, firstname: 'Marcus', lastname: 'Chen', company: 'Pacific Test' });
      assert.equal(p.promoted, false);
      assert.equal(p.isStarred, undefined, 'a visitor gets no watchlist flag');
      assert.equal(p.primaryfile?.url, '/media/dsox.jpg');
      assert.equal(p.primaryfile?.thumbUrl, '/media/dsox-thumb.jpg');
      assert.deepEqual(
        p.productfiles.map((m) => [m.url, m.fileType]),
        [
          ['/media/dsox-demo.mp4', 'video'],
          ['/media/dsox-back.jpg', 'image'],
        ],
      );
      const fpc = (await home({ seller: f.sellerB.id })).body.content.find((x) => x.id === f.p.fpc)!;
      assert.equal(fpc.discountprice, '');
      assert.equal(fpc.promoted, true);
    });

    test('filters by brand, category, condition and seller', async () => {
      sameSet(await ids({ brand: 'Keysight' }), [f.p.dsox, f.p.dsox3024]);
      sameSet(await ids({ brand: 'keysight' }), [f.p.dsox, f.p.dsox3024]);
      sameSet(await ids({ category: 'Multimeters' }), [f.p.fluke]);
      sameSet(await ids({ condition: 'Refurbished' }), [f.p.mdo]);
      sameSet(await ids({ condition: 'Ex-demonstration' }), [f.p.fpc]);
      sameSet(await ids({ seller: f.sellerB.id }), [f.p.fpc, f.p.dsox3024]);
      sameSet(await ids({ seller: f.inactive.id, size: 9 }), []);
    });

    test('filters by the price a buyer pays, with the presets of docs/product.md §7', async () => {
      sameSet(await ids({ minPrice: 5000, maxPrice: 8600 }), [f.p.dsox, f.p.mdo, f.p.dsox3024]);
      sameSet(await ids({ minPrice: 0, maxPrice: 5000 }), [f.p.fluke, f.p.fpc]);
      sameSet(await ids({ minPrice: 5000, maxPrice: 20000 }), [f.p.dsox, f.p.mdo, f.p.dsox3024]);
      sameSet(await ids({ minPrice: 8600, maxPrice: 9000 }), []);
      sameSet(await ids({ minPrice: 8500, maxPrice: 8500 }), [f.p.dsox]);
      sameSet(await ids({ minPrice: 'abc' as unknown as number, maxPrice: 500 }), [f.p.fluke]);
    });

    test('filters by one or several locations', async () => {
      sameSet(await ids({ location: 'Austin, TX, USA' }), [f.p.dsox, f.p.fluke]);
      sameSet(await ids({ location: ['Austin, TX, USA', 'Boston, MA, USA'] }), [f.p.dsox, f.p.fluke, f.p.mdo]);
      sameSet(await ids({ location: ['Houston, TX, USA'] }), []);
    });

    test("filters by distance in miles (or km), using the seller's place for a listing without its own", async () => {
      sameSet(await ids({ ...austin, radiusMiles: 50 }), [f.p.dsox, f.p.fluke]);
      // Chicago is ~980 miles from Austin, Boston ~1,700
      sameSet(await ids({ ...austin, radiusMiles: 1000 }), [f.p.dsox, f.p.fluke, f.p.fpc, f.p.dsox3024]);
      sameSet(await ids({ ...austin, radiusKm: 1000 * 1.609344 }), [f.p.dsox, f.p.fluke, f.p.fpc, f.p.dsox3024]);
      sameSet(await ids({ ...austin, radiusMiles: 2000 }), [f.p.dsox, f.p.fluke, f.p.fpc, f.p.dsox3024, f.p.mdo]);
      const near = await home({ ...austin, radiusMiles: 1000, sortBy: 'price' });
      const chicagoListing = near.body.content.find((p) => p.id === f.p.dsox3024)!;
      assert.ok(chicagoListing.distanceMiles! > 950 && chicagoListing.distanceMiles! < 1010, String(chicagoListing.distanceMiles));
      assert.equal(near.body.content.find((p) => p.id === f.p.dsox)!.distanceMiles, 0);
      // without a radius the place alone filters nothing
      assert.equal((await home({ ...austin })).body.totalElements, 5);
    });

    test('combines every filter', async () => {
      sameSet(await ids({ brand: 'Keysight', location: ['Chicago, IL, USA'] }), [f.p.dsox3024]);
      sameSet(await ids({ search: 'oscilloscope', condition: 'Used', maxPrice: 7000 }), [f.p.dsox3024]);
      sameSet(await ids({ category: 'Oscilloscopes', seller: f.sellerA.id, ...austin, radiusMiles: 25, minPrice: 1000 }), [f.p.dsox]);
      sameSet(await ids({ brand: 'Fluke', category: 'Oscilloscopes' }), []);
    });

    test('searches words in name, description, brand, category and tags', async () => {
      sameSet(await ids({ search: 'oscilloscope' }), [f.p.dsox, f.p.mdo, f.p.dsox3024]);
      sameSet(await ids({ search: 'oscilloscopes' }), [f.p.dsox, f.p.mdo, f.p.dsox3024]);
      sameSet(await ids({ search: 'tektronix' }), [f.p.mdo]); // brand only
      sameSet(await ids({ search: 'multimeter' }), [f.p.fluke]); // category only
      sameSet(await ids({ search: 'tracking generator' }), [f.p.fpc]); // description only
      sameSet(await ids({ search: 'calibrated' }), [f.p.dsox, f.p.fpc]); // tags
      sameSet(await ids({ search: 'keysight oscilloscope' }), [f.p.dsox, f.p.dsox3024]); // every word
      sameSet(await ids({ search: 'oscilloscope -keysight' }), [f.p.mdo]); // websearch syntax
      sameSet(await ids({ search: 'Anritsu' }), []); // only hidden listings have it
    });

    test('finds a model number however it is written', async () => {
      for (const search of ['DSOX3034A', 'DSO-X 3034A', 'dsox 3034a', 'dso x 3034a', 'Keysight DSO-X 3034A', '3034A']) {
        sameSet(await ids({ search }), [f.p.dsox]);
      }
      sameSet(await ids({ search: '87V' }), [f.p.fluke]);
      sameSet(await ids({ search: 'fpc 1500' }), [f.p.fpc]);
      // a short number matches no model by itself: '4 channels' is words, not a model
      sameSet(await ids({ search: '4 channels' }), [f.p.dsox, f.p.dsox3024]);
    });

    test('says No Products available with NOT_FOUND when nothing matches', async () => {
      const r = await home({ search: 'centrifuge' });
      assert.deepEqual(r, {
        statusCodeValue: 404,
        statusCode: 'NOT_FOUND',
        body: { content: [], totalElements: 0, message: 'No Products available' },
      });
    });

    test('sorts by price, name, newest, listing date and relevance', async () => {
      assert.deepEqual(await ids({ sortBy: 'price', sortOrder: 'desc' }), [f.p.dsox, f.p.mdo, f.p.dsox3024, f.p.fpc, f.p.fluke]);
      assert.deepEqual(await ids({ sortBy: 'name', sortOrder: 'asc' }), [f.p.fluke, f.p.fpc, f.p.dsox3024, f.p.dsox, f.p.mdo]);
      assert.deepEqual(await ids({ sortBy: 'name', sortOrder: 'desc' }), [f.p.mdo, f.p.dsox, f.p.dsox3024, f.p.fpc, f.p.fluke]);
      assert.deepEqual(await ids({ sortBy: 'productname' }), [f.p.fluke, f.p.fpc, f.p.dsox3024, f.p.dsox, f.p.mdo]);
      assert.deepEqual(await ids({ sortBy: 'newest' }), [f.p.dsox3024, f.p.fpc, f.p.fluke, f.p.mdo, f.p.dsox]);
      assert.deepEqual(await ids({ sortBy: 'createdAt', sortOrder: 'asc' }), [f.p.dsox, f.p.mdo, f.p.fluke, f.p.fpc, f.p.dsox3024]);
      assert.deepEqual(await ids({ sortBy: 'createdAt', sortOrder: 'DESC' as 'desc' }), [
        f.p.dsox3024,
        f.p.fpc,
        f.p.fluke,
        f.p.mdo,
        f.p.dsox,
      ]);
      // relevance: the promoted seller (B) first, then newest
      assert.deepEqual(await ids({ sortBy: 'relevance' }), [f.p.dsox3024, f.p.fpc, f.p.fluke, f.p.mdo, f.p.dsox]);
      const bad = await call('POST', 'home/homepage', { body: { sortBy: 'colour' } });
      assert.equal(bad.status, 400);
      assert.match(bad.body.errors[0], /Sort by one of: relevance, price, newest, createdAt, name/);
    });

    test('relevance with a search: promoted first, then the closest model number', async () => {
      // both Keysight scopes match 'keysight oscilloscope'; B is promoted
      assert.deepEqual(await ids({ search: 'keysight oscilloscope', sortBy: 'relevance' }), [f.p.dsox3024, f.p.dsox]);
      // without promotion the exact model ranks above a listing that matches the words only
      await t.app.db.update(products).set({ published: false }).where(eq(products.id, f.p.fpc));
      try {
        const r = await ids({ search: 'DSOX3034A oscilloscope', sortBy: 'relevance', seller: f.sellerA.id });
        assert.equal(r[0], f.p.dsox);
      } finally {
        await t.app.db.update(products).set({ published: true }).where(eq(products.id, f.p.fpc));
      }
    });

    test('pages: last page, page past the end, size 100, size over 100', async () => {
      const p1 = await home({ size: 2, page: 1 });
      const p3 = await home({ size: 2, page: 3 });
      assert.equal(p1.body.content.length, 2);
      assert.equal(p3.body.content.length, 1, 'the last page holds the rest');
      assert.equal(p3.body.totalElements, 5);
      const pages = [...p1.body.content, ...(await home({ size: 2, page: 2 })).body.content, ...p3.body.content].map((p) => p.id);
      assert.equal(new Set(pages).size, 5, 'pages never overlap');
      const past = await home({ size: 2, page: 4 });
      assert.deepEqual(past, {
        statusCodeValue: 404,
        statusCode: 'NOT_FOUND',
        body: { content: [], totalElements: 5, message: 'No Products available' },
      });
      assert.equal((await home({ size: 100 })).body.content.length, 5);
      assert.equal((await home({})).body.content.length, 5, 'default size 9');
      const tooBig = await call('POST', 'home/homepage', { body: { size: 101 } });
      assert.equal(tooBig.status, 400);
      assert.equal((await call('POST', 'home/homepage', { body: { page: 0 } })).status, 400);
    });

    test('hides a seller the admin switches off, and a lapsed subscription', async () => {
      await t.app.db.update(users).set({ active: false }).where(eq(users.id, f.sellerB.id));
      try {
        sameSet(await ids({}), [f.p.dsox, f.p.mdo, f.p.fluke]);
      } finally {
        await t.app.db.update(users).set({ active: true }).where(eq(users.id, f.sellerB.id));
      }
      sameSet(await ids({ search: 'TBS2104B' }), []);
    });

    test("marks the signed-in buyer's watchlisted listings with isStarred", async () => {
      assert.equal((await call('POST', `wishlist/add?productid=${f.p.mdo}`, { as: f.buyer })).status, 200);
      const mine = (await home({ size: 100 }, f.buyer)).body.content;
      assert.deepEqual(
        mine.filter((p) => p.isStarred).map((p) => p.id),
        [f.p.mdo],
      );
      assert.ok(mine.every((p) => typeof p.isStarred === 'boolean'));
      const other = (await home({ size: 100 }, f.buyer2)).body.content;
      assert.ok(other.every((p) => p.isStarred === false));
      const seller = (await home({ size: 100 }, f.sellerA)).body.content;
      assert.ok(seller.every((p) => p.isStarred === undefined));
      // an old token does not break browsing
      const stale = await t.app.inject({
        method: 'POST',
        url: '/api/v1/home/homepage',
        payload: {},
        headers: { authorization: 'Bearer nonsense' },
      });
      assert.equal(stale.statusCode, 200);
    });

    test('keeps the search text in step with a renamed brand', async () => {
      await t.app.db.update(brands).set({ name: 'Agilent' }).where(eq(brands.name, 'Keysight'));
      try {
        sameSet(await ids({ search: 'agilent' }), [f.p.dsox, f.p.dsox3024]);
        sameSet(await ids({ search: 'keysight' }), [f.p.dsox, f.p.dsox3024]); // still in the names
        sameSet(await ids({ search: 'agilent', brand: 'Agilent' }), [f.p.dsox, f.p.dsox3024]);
      } finally {
        await t.app.db.update(brands).set({ name: 'Keysight' }).where(eq(brands.name, 'Agilent'));
      }
    });
  });
}
