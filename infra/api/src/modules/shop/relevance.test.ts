import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { catalogTotalCap, type HomepageQueryInput, type HomepageResponse } from '@xchange/contract';
import { categories, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { tierCandidates } from './relevance.ts';
import { seedShop, shopClient, type ShopFixture } from './shop-test-kit.ts';

const hour = 3600_000;

for (const driver of drivers) {
  describe(`relevance tiers and the capped total (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let call: ReturnType<typeof shopClient>;
    const home = async (body: HomepageQueryInput) => {
      const r = await call('POST', 'home/homepage', { body: { sortBy: 'relevance', ...body } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return r.body as HomepageResponse;
    };
    const names = async (body: HomepageQueryInput) => (await home({ size: 100, ...body })).body.content.map((p) => p.productname);

    before(async () => {
      t = await createTestApp(driver);
      call = shopClient(t);
      f = await seedShop(t);
      const db = t.app.db;
      const [zephyrTools] = await db.insert(categories).values({ name: 'Zephyr Tools' }).returning();
      const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
      // seller B is promoted (shop-test-kit); A is not
      await db.insert(products).values([
        { name: 'Zephyr Signal Generator', price: 900, sellerId: f.sellerA.id, createdAt: at(9) },
        { name: 'Bench Probe Kit', tags: ['Zephyr'], price: 120, sellerId: f.sellerB.id, createdAt: at(8) },
        { name: 'Logic Probe Set', tags: ['Zephyr'], price: 80, sellerId: f.sellerA.id, createdAt: at(7) },
        { name: 'Torque Driver', categoryId: zephyrTools!.id, price: 60, sellerId: f.sellerA.id, createdAt: at(6) },
        { name: 'Signal Source', description: 'Ships with the zephyr probe kit', price: 300, sellerId: f.sellerB.id, createdAt: at(1) },
        { name: 'Zephyr Probe', description: 'Fits any generator output', price: 40, sellerId: f.sellerA.id, createdAt: at(2) },
      ]);
    });
    after(() => t.close());

    test('words in name or brand rank above category or tags, above the description; promoted first within a tier only', async () => {
      const r = await names({ search: 'zephyr' });
      assert.deepEqual(r.slice(0, 2).sort(), ['Zephyr Probe', 'Zephyr Signal Generator']);
      assert.equal(r[2], 'Bench Probe Kit', 'the promoted seller leads the category-or-tags tier');
      assert.deepEqual(r.slice(3, 5).sort(), ['Logic Probe Set', 'Torque Driver']);
      assert.equal(r[5], 'Signal Source', 'a promoted listing with the word in its description alone stays last');
      // every word must be in the name for the first tier: 'generator' is only in the Zephyr Probe's description
      const both = await names({ search: 'zephyr generator' });
      assert.deepEqual(both, ['Zephyr Signal Generator', 'Zephyr Probe']);
    });

    test('a model number however written is in the first tier, the closest first', async () => {
      assert.equal((await names({ search: 'DSO-X 3034A' }))[0], 'Keysight DSOX3034A Oscilloscope');
      const r = await names({ search: 'dsox3034a oscilloscope', seller: f.sellerA.id });
      assert.equal(r[0], 'Keysight DSOX3034A Oscilloscope');
    });

    test('a total under 10,000 is exact and says nothing more', async () => {
      const r = await home({ search: 'zephyr' });
      assert.equal(r.body.totalElements, 6);
      assert.equal(r.body.totalIsLowerBound, undefined);
    });

    describe('beyond 10,000 matches', () => {
      const perTier = tierCandidates + 200;
      before(async () => {
        // 'quasar' in the names of 1,200, in the tags of 1,200 and only in the descriptions of 7,700 listings of seller A
        await t.app.db.execute(sql`
          insert into products (name, description, tags, price, seller_id, created_at)
          select case when i <= ${perTier} then 'Quasar Counter ' || i else 'Frequency Counter ' || i end,
                 case when i > ${2 * perTier} then 'Unit ' || i || ' with a quasar reference' else 'Unit ' || i end,
                 case when i > ${perTier} and i <= ${2 * perTier} then array['Quasar'] else array[]::text[] end,
                 100 + i % 500, ${f.sellerA.id}, now() - i * interval '1 minute'
          from generate_series(1, 10100) as i`);
        await t.app.db.execute(sql`analyze products`);
      });

      test('the total says 10,000 and that more match', async () => {
        const r = await home({ search: 'quasar' });
        assert.equal(r.body.totalElements, catalogTotalCap);
        assert.equal(r.body.totalIsLowerBound, true);
        const browse = await home({ sortBy: 'price' });
        assert.equal(browse.body.totalIsLowerBound, true);
        const narrower = await home({ search: 'quasar', maxPrice: 150 });
        assert.ok(narrower.body.totalElements < catalogTotalCap);
        assert.equal(narrower.body.totalIsLowerBound, undefined);
      });

      test('pages run past the ranked candidates without overlap, one tier after the other', async () => {
        const seen: string[] = [];
        for (let page = 1; page <= 13; page += 1) seen.push(...(await names({ search: 'quasar', page })));
        assert.equal(new Set(seen).size, seen.length, 'pages never overlap');
        const firstTier = seen.slice(0, perTier);
        assert.ok(
          firstTier.every((n) => n.startsWith('Quasar')),
          'the whole first tier, ranked candidates and the rest, comes first',
        );
        assert.ok(seen.slice(perTier).every((n) => n.startsWith('Frequency')));
        // the tier's other listings follow its ranked ones newest first: 'Quasar Counter N' is N minutes old
        const rest = firstTier.slice(tierCandidates).map((n) => Number(n.split(' ').pop()));
        assert.deepEqual(
          rest,
          [...rest].sort((a, b) => a - b),
        );
      });
    });
  });
}
