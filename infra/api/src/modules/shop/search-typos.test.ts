import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { HomepageQueryInput, HomepageResponse } from '@xchange/contract';
import { brands, categories, products, searchVocabulary } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { seedShop, shopClient, type ShopFixture } from './shop-test-kit.ts';

for (const driver of drivers) {
  describe(`the shop search forgives typos (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let call: ReturnType<typeof shopClient>;
    const search = async (body: HomepageQueryInput) => {
      const r = await call('POST', 'home/homepage', { body: { sortBy: 'relevance', ...body } });
      return r.body as HomepageResponse;
    };
    const ids = (r: HomepageResponse) => r.body.content.map((p) => p.id).sort((a, b) => a - b);

    before(async () => {
      t = await createTestApp(driver);
      call = shopClient(t);
      f = await seedShop(t);
    });
    after(() => t.close());

    test("'oscilloscpe' finds the visible oscilloscopes and says it searched 'oscilloscope'", async () => {
      const r = await search({ search: 'oscilloscpe' });
      assert.equal(r.statusCodeValue, 200);
      assert.equal(r.body.correctedQuery, 'oscilloscope');
      assert.deepEqual(
        ids(r),
        [f.p.dsox, f.p.mdo, f.p.dsox3024].sort((a, b) => a - b),
      );
      assert.equal(r.body.totalElements, 3);
    });

    test('exact searches the words as typed: nothing, and no correction', async () => {
      const r = await search({ search: 'oscilloscpe', exact: true });
      assert.equal(r.statusCodeValue, 404);
      assert.equal(r.body.correctedQuery, undefined);
      assert.deepEqual(r.body.content, []);
    });

    test('only the unknown word changes, the filters stay', async () => {
      const r = await search({ search: 'Keysigth oscilloscope' });
      assert.equal(r.body.correctedQuery, 'keysight oscilloscope');
      assert.deepEqual(
        ids(r),
        [f.p.dsox, f.p.dsox3024].sort((a, b) => a - b),
      );
      const inChicago = await search({ search: 'Keysigth oscilloscope', location: ['Chicago, IL, USA'] });
      assert.deepEqual(ids(inChicago), [f.p.dsox3024]);
    });

    test('known words, model numbers and words close to nothing are left alone', async () => {
      const known = await search({ search: 'oscilloscope' });
      assert.equal(known.body.correctedQuery, undefined);
      assert.equal(known.body.totalElements, 3);
      for (const words of ['xylophone', 'DSOX9999Z', 'analog']) {
        const r = await search({ search: words });
        assert.equal(r.statusCodeValue, 404, words);
        assert.equal(r.body.correctedQuery, undefined, words);
      }
    });

    test('a word only hidden listings use is no correction', async () => {
      // 'insulation' is in the name of the unsubscribed seller's Fluke 1587 only
      const r = await search({ search: 'insulaton' });
      assert.equal(r.statusCodeValue, 404);
      assert.equal(r.body.correctedQuery, undefined);
    });

    test('the vocabulary follows listing, brand and category writes', async () => {
      const term = (kind: string, word: string) =>
        t.app.db
          .select({ label: searchVocabulary.label })
          .from(searchVocabulary)
          .where(and(eq(searchVocabulary.kind, kind), eq(searchVocabulary.term, word)));
      assert.deepEqual(await term('brand', 'rohde & schwarz'), [{ label: 'Rohde & Schwarz' }]);
      assert.deepEqual(await term('model', 'dsox3034a'), [{ label: 'DSOX3034A' }]);
      const [yokogawa] = await t.app.db.insert(brands).values({ name: 'Yokogawa' }).returning();
      const [recorders] = await t.app.db.insert(categories).values({ name: 'Data Recorders' }).returning();
      await t.app.db.insert(products).values(
        ['Yokogawa DL850E ScopeCorder', 'Yokogawa DL350 ScopeCorder'].map((name) => ({
          name,
          price: 12000,
          brandId: yokogawa!.id,
          categoryId: recorders!.id,
          sellerId: f.sellerA.id,
          tags: ['Isolated Inputs'],
        })),
      );
      assert.deepEqual(await term('brand', 'yokogawa'), [{ label: 'Yokogawa' }]);
      assert.deepEqual(await term('category', 'data recorders'), [{ label: 'Data Recorders' }]);
      assert.deepEqual(await term('word', 'scopecorder'), [{ label: 'scopecorder' }]);
      assert.deepEqual(await term('word', 'isolated'), [{ label: 'isolated' }]);
      assert.deepEqual(await term('model', 'dl850e'), [{ label: 'DL850E' }]);
      const r = await search({ search: 'scopecordr' });
      assert.equal(r.body.correctedQuery, 'scopecorder');
      assert.equal(r.body.totalElements, 2);

      await t.app.db
        .update(products)
        .set({ name: 'Yokogawa DL850EV Vehicle Edition' })
        .where(eq(products.name, 'Yokogawa DL850E ScopeCorder'));
      assert.deepEqual(await term('model', 'dl850ev'), [{ label: 'DL850EV' }]);
      assert.deepEqual(await term('word', 'vehicle'), [{ label: 'vehicle' }]);

      // a rebuild keeps what listings, brands and categories use and drops the rest
      await t.app.db.insert(searchVocabulary).values({ kind: 'word', term: 'obsolete', label: 'obsolete' });
      await t.app.db.execute(sql`select search_vocabulary_rebuild()`);
      assert.deepEqual(await term('word', 'obsolete'), []);
      assert.deepEqual(await term('word', 'scopecorder'), [{ label: 'scopecorder' }]);
      assert.deepEqual(await term('brand', 'yokogawa'), [{ label: 'Yokogawa' }]);
    });
  });
}
