import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { CatalogFacets, CatalogFacetsQueryInput } from '@xchange/contract';
import { products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import type { SharedNumbers } from '../../lib/shared/shared-count-cache.ts';
import { forgetCatalogCounts, shareCatalogCounts } from './index.ts';
import { austin, seedShop, shopClient, type ShopFixture } from './shop-test-kit.ts';

/** Redis's shared numbers as one map: what every API process would read. */
function memoryNumbers(): SharedNumbers {
  const entries = new Map<string, { value: number; until: number }>();
  return {
    get: async (key) => {
      const e = entries.get(key);
      return e && e.until > Date.now() ? e.value : undefined;
    },
    set: async (key, value, ttlMs) => void entries.set(key, { value, until: Date.now() + ttlMs }),
    clear: async (group) => [...entries.keys()].filter((k) => k.startsWith(`${group}:`)).forEach((k) => entries.delete(k)),
  };
}

// The visible catalog of seedShop: dsox (Keysight, Oscilloscopes, Used, Austin), mdo (Tektronix, Oscilloscopes,
// Refurbished, Boston), fluke (Fluke, Multimeters, New, Austin), fpc (Rohde & Schwarz, Spectrum Analyzers,
// Ex-demonstration, Chicago), dsox3024 (Keysight, Oscilloscopes, Used, Chicago). Four hidden listings add Keysight,
// Anritsu, Fluke, Tektronix, Spectrum Analyzers, Power Supplies, Multimeters, Denver and Houston: none may be counted.
for (const driver of drivers) {
  describe(`POST home/facets (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let call: ReturnType<typeof shopClient>;
    const facets = async (body: CatalogFacetsQueryInput & Record<string, unknown>) => {
      const r = await call('POST', 'home/facets', { body });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return r.body as CatalogFacets;
    };
    const asMap = (list: { value: string; count: number }[]) => Object.fromEntries(list.map((c) => [c.value, c.count]));

    before(async () => {
      t = await createTestApp(driver);
      call = shopClient(t);
      f = await seedShop(t);
    });
    after(() => t.close());

    test('counts every choice over the visible catalog only, hidden and unpublished listings left out', async () => {
      assert.deepEqual(await facets({}), {
        brands: [
          { value: 'Fluke', count: 1 },
          { value: 'Keysight', count: 2 },
          { value: 'Rohde & Schwarz', count: 1 },
          { value: 'Tektronix', count: 1 },
        ],
        categories: [
          { value: 'Multimeters', count: 1 },
          { value: 'Oscilloscopes', count: 3 },
          { value: 'Spectrum Analyzers', count: 1 },
        ],
        conditions: [
          { value: 'Ex-demonstration', count: 1 },
          { value: 'New', count: 1 },
          { value: 'Refurbished', count: 1 },
          { value: 'Used', count: 2 },
        ],
        locations: [
          { value: 'Austin, TX, USA', count: 2 },
          { value: 'Boston, MA, USA', count: 1 },
          { value: 'Chicago, IL, USA', count: 2 },
        ],
      });
    });

    test('the words narrow every facet', async () => {
      const r = await facets({ search: 'oscilloscope' });
      assert.deepEqual(asMap(r.brands), { Keysight: 2, Tektronix: 1 });
      assert.deepEqual(asMap(r.categories), { Oscilloscopes: 3 });
      assert.deepEqual(asMap(r.conditions), { Refurbished: 1, Used: 2 });
      assert.deepEqual(asMap(r.locations), { 'Austin, TX, USA': 1, 'Boston, MA, USA': 1, 'Chicago, IL, USA': 1 });
      assert.equal(r.correctedQuery, undefined);
    });

    test("a facet's own choice is not counted against it; every other filter is", async () => {
      const r = await facets({ brand: 'Keysight' });
      // brands: the whole catalog, as if no brand were chosen
      assert.deepEqual(asMap(r.brands), { Fluke: 1, Keysight: 2, 'Rohde & Schwarz': 1, Tektronix: 1 });
      // the others: Keysight's two listings
      assert.deepEqual(asMap(r.categories), { Oscilloscopes: 2 });
      assert.deepEqual(asMap(r.conditions), { Used: 2 });
      assert.deepEqual(asMap(r.locations), { 'Austin, TX, USA': 1, 'Chicago, IL, USA': 1 });

      const two = await facets({ brand: 'Keysight', location: ['Austin, TX, USA', 'Boston, MA, USA'] });
      assert.deepEqual(asMap(two.brands), { Fluke: 1, Keysight: 1, Tektronix: 1 }, 'brands within the chosen locations');
      assert.deepEqual(asMap(two.locations), { 'Austin, TX, USA': 1, 'Chicago, IL, USA': 1 }, "locations of Keysight's listings");
      assert.deepEqual(asMap(two.conditions), { Used: 1 }, 'Keysight in Austin or Boston');
    });

    test('condition, category, price, seller and distance filters narrow the other facets', async () => {
      assert.deepEqual(asMap((await facets({ condition: 'Used' })).brands), { Keysight: 2 });
      assert.deepEqual(asMap((await facets({ category: 'oscilloscopes' })).conditions), { Refurbished: 1, Used: 2 });
      assert.deepEqual(asMap((await facets({ minPrice: 5000 })).categories), { Oscilloscopes: 3 });
      assert.deepEqual(asMap((await facets({ seller: f.sellerB.id })).brands), { Keysight: 1, 'Rohde & Schwarz': 1 });
      const near = await facets({ ...austin, radiusMiles: 50 });
      assert.deepEqual(asMap(near.brands), { Fluke: 1, Keysight: 1 });
      assert.deepEqual(asMap(near.locations), { 'Austin, TX, USA': 2 });
    });

    test('a chosen option that leaves nothing is counted as 0 by being absent, and page and sort change nothing', async () => {
      const r = await facets({ search: 'multimeter', brand: 'Tektronix' });
      assert.deepEqual(asMap(r.brands), { Fluke: 1 });
      assert.deepEqual(r.categories, []);
      const paged = await facets({ search: 'multimeter', brand: 'Tektronix', page: 3, size: 50, sortBy: 'name' });
      assert.deepEqual(paged, r);
    });

    test('a misspelling is counted as the catalog call corrects it, and exact counts the words as typed', async () => {
      const r = await facets({ search: 'oscilloscpe' });
      assert.equal(r.correctedQuery, 'oscilloscope');
      assert.deepEqual(asMap(r.categories), { Oscilloscopes: 3 });
      const exact = await facets({ search: 'oscilloscpe', exact: true });
      assert.equal(exact.correctedQuery, undefined);
      assert.deepEqual(exact.brands, []);
    });

    test('a listing hidden after its counts were kept leaves them once the change forgets them', async () => {
      const before = await facets({ condition: 'New' });
      assert.deepEqual(asMap(before.brands), { Fluke: 1 });
      await t.app.db.update(products).set({ published: false }).where(eq(products.id, f.p.fluke));
      forgetCatalogCounts(t.app.db);
      assert.deepEqual((await facets({ condition: 'New' })).brands, []);
      await t.app.db.update(products).set({ published: true }).where(eq(products.id, f.p.fluke));
      forgetCatalogCounts(t.app.db);
    });

    // from here on this suite's counts are shared through the map
    test("with Redis, a change another process makes drops this process's kept counts too", async () => {
      const numbers = memoryNumbers();
      shareCatalogCounts(t.app.db, numbers, (err) => assert.fail(String(err)));
      assert.deepEqual(asMap((await facets({ condition: 'New' })).brands), { Fluke: 1 });
      await t.app.db.update(products).set({ published: false }).where(eq(products.id, f.p.fluke));
      assert.deepEqual(asMap((await facets({ condition: 'New' })).brands), { Fluke: 1 }, 'kept for a few seconds');
      // what forgetCatalogCounts does in the process that hid the listing
      await numbers.clear('catalog');
      assert.deepEqual((await facets({ condition: 'New' })).brands, []);
      await t.app.db.update(products).set({ published: true }).where(eq(products.id, f.p.fluke));
      forgetCatalogCounts(t.app.db);
    });

    test('a filter the catalog call refuses is refused with its message, not a 500', async () => {
      const r = await call('POST', 'home/facets', { body: { condition: 'Broken', minPrice: -3 } });
      assert.equal(r.status, 400);
      assert.ok((r.body as { errors: string[] }).errors.length > 0, JSON.stringify(r.body));
    });
  });
}
