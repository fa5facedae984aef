import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { seedShop } from './shop-test-kit.ts';
import { suggestionQueries } from './suggestions.ts';
import { correctedSearch, correctionQuery } from './typo-correction.ts';

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];
const indexesOf = (n: PlanNode) => nodesOf(n).flatMap((x) => (x['Index Name'] ? [x['Index Name']] : []));
/** Sequential reads of the big tables (the visibility check's users and subscriptions are small and may be read whole). */
const seqScans = (n: PlanNode) =>
  nodesOf(n).flatMap((x) =>
    x['Node Type'] === 'Seq Scan' && ['products', 'search_vocabulary'].includes(x['Relation Name'] ?? '') ? [x['Relation Name']] : [],
  );

// PostgreSQL only, as search-plan.test.ts: PGlite's planner statistics are no measure of a server.
for (const driver of drivers.filter((d) => d === 'node-postgres')) {
  describe('suggestions and typo correction use the trigram indexes (EXPLAIN on PostgreSQL)', () => {
    let t: TestApp;

    before(async () => {
      t = await createTestApp(driver);
      await seedShop(t);
      // 20,000 more listings, each with its own model number, so the statistics look like a catalog's
      await t.app.db.execute(sql`
        insert into products (name, description, price, brand_id, category_id, tags, seller_id, created_at)
        select (array['Keysight','Tektronix','Fluke','Rohde'])[1 + i % 4] || ' ' || (array['DSOX','MSO','TBS','FPC','N'])[1 + i % 5]
                 || (1000 + i) || (array['A','B','T',''])[1 + i % 4] || ' ' || (array['Oscilloscope','Multimeter','Analyzer','Power Supply'])[1 + (i / 7) % 4],
               'Unit ' || i, 200 + i % 9000, (select min(id) from brands) + i % 4, (select min(id) from categories) + i % 3,
               array['Calibrated'], (select min(id) from users where role = 'seller'), now() - i * interval '1 hour'
        from generate_series(1, 20000) as i`);
      await t.app.db.execute(sql`analyze`);
    });
    after(() => t.close());

    /** The plan of a query with sequential scans off: what is pinned is that each condition matches an index. */
    async function plan(query: SQLWrapper): Promise<PlanNode> {
      return t.app.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const r = (await tx.execute(sql`explain (format json) ${query.getSQL()}`)) as unknown as {
          rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
        };
        return r.rows[0]!['QUERY PLAN'][0].Plan;
      });
    }

    test('each group of suggestions reads an index, never the whole listings or vocabulary', async () => {
      const q = suggestionQueries(t.app.db as Db, 'ke');
      for (const [group, query] of Object.entries(q)) {
        const p = await plan(query);
        assert.deepEqual(seqScans(p), [], group);
      }
      // a common prefix may walk any index to its first 50 names; letters few names start with go through the trigrams
      const listings = indexesOf(await plan(suggestionQueries(t.app.db as Db, 'dsox12').listings));
      assert.ok(listings.includes('products_name_trgm_idx'), listings.join());
      const models = indexesOf(await plan(suggestionQueries(t.app.db as Db, 'dsox1').models));
      assert.ok(models.includes('search_vocabulary_term_trgm_idx') || models.includes('search_vocabulary_pk'), models.join());
      assert.ok(models.includes('products_model_trgm_idx'), models.join());
      const brands = indexesOf(await plan(suggestionQueries(t.app.db as Db, 'schw').brands));
      assert.ok(
        brands.some((i) => i.startsWith('search_vocabulary_')),
        brands.join(),
      );
    });

    test('a brand or category is checked by walking its price index to its first visible listing, not by a bitmap of all', async () => {
      const brands = indexesOf(await plan(suggestionQueries(t.app.db as Db, 'ke').brands));
      assert.ok(brands.includes('products_brand_price_geo_idx'), brands.join());
      assert.ok(!brands.includes('products_brand_idx'), brands.join());
      const categories = indexesOf(await plan(suggestionQueries(t.app.db as Db, 'osc').categories));
      assert.ok(categories.includes('products_category_price_idx'), categories.join());
    });

    test("the typo correction finds its candidates through the vocabulary's trigram index", async () => {
      assert.equal(await correctedSearch(t.app.db as Db, 'oscilloscpe'), 'oscilloscope');
      const p = await plan(correctionQuery(['oscilloscpe', 'keysigth']));
      assert.ok(indexesOf(p).includes('search_vocabulary_term_trgm_idx'), indexesOf(p).join());
    });
  });
}
