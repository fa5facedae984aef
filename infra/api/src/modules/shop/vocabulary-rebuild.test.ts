import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { products, searchVocabulary } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { seedShop } from './shop-test-kit.ts';
import { vocabularyRebuildCron } from './vocabulary-rebuild.ts';

for (const driver of drivers) {
  describe(`the nightly search vocabulary rebuild (${driver})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(driver);
      await seedShop(t);
    });
    after(() => t.close());
    const term = (kind: string, value: string) =>
      t.app.db
        .select({ label: searchVocabulary.label })
        .from(searchVocabulary)
        .where(and(eq(searchVocabulary.kind, kind), eq(searchVocabulary.term, value)));

    test('is scheduled once in the database, whichever process starts', async () => {
      const rows = (await t.app.db.execute(
        sql`select cron, timezone from pgboss.schedule where name = 'search-vocabulary-rebuild'`,
      )) as unknown as { rows: { cron: string; timezone: string }[] };
      assert.deepEqual(rows.rows, [{ cron: vocabularyRebuildCron, timezone: 'UTC' }]);
    });

    test('drops the words of renamed listings and keeps what the catalog uses', async () => {
      await t.app.db
        .update(products)
        .set({ name: 'Anritsu MS2720T Handheld Analyzer' })
        .where(eq(products.name, 'Anritsu MS2720T Spectrum Master'));
      assert.deepEqual(await term('word', 'master'), [{ label: 'master' }], 'a write only adds terms');

      await t.app.jobs.enqueue('search-vocabulary-rebuild', {}, { key: `test-${driver}` });
      await t.app.jobs.idle();
      assert.deepEqual(await term('word', 'master'), []);
      assert.deepEqual(await term('word', 'handheld'), [{ label: 'handheld' }]);
      assert.deepEqual(await term('word', 'oscilloscope'), [{ label: 'oscilloscope' }]);
    });
  });
}
