import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { suggestMessages, type SearchSuggestions } from '@xchange/contract';
import { products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { forgetCatalogCounts } from './shared-counts.ts';
import { seedShop, shopClient, type ShopFixture } from './shop-test-kit.ts';

const none: SearchSuggestions = { brands: [], categories: [], models: [], listings: [] };

for (const driver of drivers) {
  describe(`GET home/suggest (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let call: ReturnType<typeof shopClient>;
    let clock = Date.now();
    const suggest = async (q: string) => {
      const r = await call('GET', `home/suggest?q=${encodeURIComponent(q)}`);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return r.body as SearchSuggestions;
    };
    // most checks are about which listings are offered: their id and name
    const suggestNames = async (q: string) => {
      const s = await suggest(q);
      return { ...s, listings: s.listings.map(({ id, name }) => ({ id, name })) };
    };

    before(async () => {
      t = await createTestApp(driver, { now: () => clock });
      call = shopClient(t);
      f = await seedShop(t);
    });
    after(() => t.close());

    test('groups brands, categories, model numbers and listing names, names starting with the letters first', async () => {
      assert.deepEqual(await suggestNames('ke'), {
        ...none,
        brands: ['Keysight'],
        listings: [
          { id: f.p.dsox3024, name: 'Keysight DSOX3024A Oscilloscope' },
          { id: f.p.dsox, name: 'Keysight DSOX3034A Oscilloscope' },
        ],
      });
      assert.deepEqual(await suggestNames('osc'), {
        ...none,
        categories: ['Oscilloscopes'],
        listings: [
          { id: f.p.dsox3024, name: 'Keysight DSOX3024A Oscilloscope' },
          { id: f.p.dsox, name: 'Keysight DSOX3034A Oscilloscope' },
          { id: f.p.mdo, name: 'MDO34 Mixed Domain Oscilloscope' },
        ],
      });
      assert.deepEqual(await suggestNames('DSOX'), {
        ...none,
        models: ['DSOX3024A', 'DSOX3034A'],
        listings: [
          { id: f.p.dsox3024, name: 'Keysight DSOX3024A Oscilloscope' },
          { id: f.p.dsox, name: 'Keysight DSOX3034A Oscilloscope' },
        ],
      });
      assert.deepEqual((await suggest('schw')).brands, ['Rohde & Schwarz']);
      assert.deepEqual((await suggest('87')).models, ['87V']);
    });

    test('a listing suggestion tells same-named listings apart: condition and the price paid, none on request', async () => {
      assert.deepEqual((await suggest('keysight')).listings, [
        { id: f.p.dsox3024, name: 'Keysight DSOX3024A Oscilloscope', condition: 'Used', price: 6000 },
        { id: f.p.dsox, name: 'Keysight DSOX3034A Oscilloscope', condition: 'Used', price: 8500 },
      ]);
      await t.app.db.update(products).set({ priceOnRequest: true }).where(eq(products.id, f.p.dsox));
      try {
        forgetCatalogCounts(t.app.db); // what a seller's edit does
        assert.equal((await suggest('keysight')).listings[1]?.price, null);
      } finally {
        await t.app.db.update(products).set({ priceOnRequest: false }).where(eq(products.id, f.p.dsox));
      }
    });

    test('an answer is kept for the minute its Cache-Control allows, whatever the letter case', async () => {
      const before = await suggest('fluke');
      await t.app.db.update(products).set({ priceOnRequest: true }).where(eq(products.id, f.p.fluke));
      try {
        assert.deepEqual(await suggest('FLUKE'), before);
        clock += 59_000;
        assert.deepEqual(await suggest('Fluke'), before);
        clock += 1_001; // the minute is over
        assert.equal((await suggest('fluke')).listings.find((l) => l.id === f.p.fluke)?.price, null);
      } finally {
        await t.app.db.update(products).set({ priceOnRequest: false }).where(eq(products.id, f.p.fluke));
        forgetCatalogCounts(t.app.db);
      }
    });

    test('what only hidden listings use is never suggested', async () => {
      // Anritsu (inactive seller), the unpublished N9020B, the lapsed seller's TBS2104B, Power Supplies (hidden only)
      assert.deepEqual(await suggest('anritsu'), none);
      assert.deepEqual(await suggest('N90'), none);
      assert.deepEqual(await suggest('tbs2'), none);
      assert.deepEqual(await suggest('power'), none);
      const an = await suggest('an');
      assert.deepEqual(an.brands, []);
      assert.deepEqual(an.categories, ['Spectrum Analyzers']);
      assert.deepEqual(an.listings, [{ id: f.p.fpc, name: 'FPC1500 Spectrum Analyzer', condition: 'Ex-demonstration', price: 4600 }]);
    });

    test('fewer than 2 characters, or more than 100, are refused with a clear message', async () => {
      for (const url of ['home/suggest?q=k', 'home/suggest?q=%20k%20%20', 'home/suggest', 'home/suggest?q=']) {
        const r = await call('GET', url);
        assert.equal(r.status, 400, url);
        assert.deepEqual((r.body as { errors: string[] }).errors, [suggestMessages.short], url);
      }
      const long = await call('GET', `home/suggest?q=${'a'.repeat(101)}`);
      assert.equal(long.status, 400);
      assert.deepEqual((long.body as { errors: string[] }).errors, [suggestMessages.long]);
    });

    test('an answer may be cached for a minute: it is the same for every visitor', async () => {
      const r = await t.app.inject({ url: '/api/v1/home/suggest?q=ke' });
      assert.equal(r.headers['cache-control'], 'public, max-age=60');
    });

    test('LIKE wildcards are letters like any other', async () => {
      assert.deepEqual(await suggest('%_'), none);
      assert.deepEqual(await suggest('k%'), none);
    });

    test('at most 5 of a kind', async () => {
      await t.app.db
        .insert(products)
        .values([1, 2, 3, 4, 5, 6, 7].map((n) => ({ name: `Agilent 5462${n}D Oscilloscope`, price: 900 + n, sellerId: f.sellerA.id })));
      const r = await suggest('5462');
      assert.deepEqual(r.models, ['54621D', '54622D', '54623D', '54624D', '54625D']);
      assert.equal(r.listings.length, 5);
      assert.ok(r.listings.every((l) => l.name.startsWith('Agilent 5462')));
    });
  });
}
