import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CompareResponse, ProductWire } from '@xchange/contract';
import { productDetails, productSpecs, specFields } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { seedShop, shopClient, type ShopFixture } from '../shop/shop-test-kit.ts';

for (const driver of drivers) {
  describe(`compare and similar equipment (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let call: ReturnType<typeof shopClient>;

    before(async () => {
      t = await createTestApp(driver);
      call = shopClient(t);
      f = await seedShop(t);
      const db = t.app.db;
      const osc = (await call('GET', 'specs/fields?category=Oscilloscopes')).body.categoryId as number;
      const [bandwidth, channels] = await db
        .insert(specFields)
        .values([
          { categoryId: osc, name: 'Bandwidth', kind: 'number', unit: 'MHz', filterable: true, position: 0 },
          { categoryId: osc, name: 'Channels', kind: 'number', unit: '', filterable: true, position: 1 },
        ])
        .returning();
      await db.insert(productSpecs).values([
        { productId: f.p.dsox, fieldId: bandwidth!.id, num: 350 },
        { productId: f.p.dsox, fieldId: channels!.id, num: 4 },
        { productId: f.p.mdo, fieldId: bandwidth!.id, num: 1000 },
        { productId: f.p.mdo, fieldId: channels!.id, num: 4 },
        { productId: f.p.dsox3024, fieldId: bandwidth!.id, num: 200 },
        { productId: f.p.dsox3024, fieldId: channels!.id, num: 4 },
      ]);
      await db.insert(productDetails).values([
        {
          productId: f.p.dsox,
          grade: 'B',
          warrantyDays: 90,
          calibrated: true,
          calibrationDate: '2026-03-02',
          calibrationDue: '2027-03-02',
          calibrationLab: 'Trescal',
          calibrationAccreditation: 'ISO/IEC 17025',
        },
        { productId: f.p.mdo, grade: 'A', warrantyDays: 365 },
      ]);
    });
    after(() => t.close());

    test('three listings side by side: a row per fact and spec field, differences marked, in the order asked', async () => {
      const r = await call('GET', `compare?ids=${f.p.mdo},${f.p.dsox},${f.p.dsox3024}`);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      const c = r.body as CompareResponse;
      assert.deepEqual(
        c.products.map((p) => p.id),
        [f.p.mdo, f.p.dsox, f.p.dsox3024],
      );
      assert.deepEqual(c.missing, []);
      const row = (key: string) => c.rows.find((x) => x.key === key)!;
      assert.deepEqual(row('price'), { key: 'price', label: 'Price', cells: ['$7,000', '$8,500', '$6,000'], differs: true });
      const bandwidth = c.rows.find((x) => x.label === 'Bandwidth (MHz)')!;
      assert.deepEqual([bandwidth.cells, bandwidth.differs], [['1,000 MHz', '350 MHz', '200 MHz'], true]);
      const channels = c.rows.find((x) => x.label === 'Channels')!;
      assert.deepEqual([channels.cells, channels.differs], [['4', '4', '4'], false]);
      assert.deepEqual(row('category').differs, false);
      assert.deepEqual(row('grade').cells, ['Grade A: Like new', 'Grade B: Light wear', null]);
      assert.deepEqual(row('calibration').cells, [
        'Not calibrated',
        'Calibrated 2026-03-02 by Trescal, ISO/IEC 17025, due 2027-03-02',
        'Not calibrated',
      ]);
      assert.deepEqual(row('warranty').cells, ['1 year', '90 days', 'No warranty']);
      assert.deepEqual(row('seller').cells, ['Pacific Test', 'Pacific Test', 'Midwest Lab']);
      assert.deepEqual(c.rows.map((x) => x.key).slice(0, 5), ['price', 'category', 'brand', 'condition', 'grade']);
    });

    test('a hidden or unknown listing is left out and reported; ids are cut to four', async () => {
      const r = await call('GET', `compare?ids=${f.p.dsox},${f.hidden.unpublished},999999,${f.p.fluke},${f.p.mdo}`);
      const c = r.body as CompareResponse;
      assert.deepEqual(
        c.products.map((p) => p.id),
        [f.p.dsox, f.p.fluke],
      );
      assert.deepEqual(c.missing, [f.hidden.unpublished, 999999]);
      const bad = await call('GET', 'compare?ids=x');
      assert.deepEqual([bad.status, bad.body.errors], [400, ['Name the listings to compare, e.g. ?ids=3,7,12.']]);
    });

    test('similar equipment: visible listings of the same category, nearest in specs and price first', async () => {
      const r = await call('GET', `product/${f.p.dsox}/similar`);
      assert.equal(r.status, 200);
      // from 350 MHz at $8,500: the 1 GHz MDO at $7,000 is 0.19 away in price and 0.33 in specs (0.65 in bandwidth, 0
      // in channels); the 200 MHz DSOX3024A at $6,000 is 0.35 and 0.21: the MDO is nearer
      assert.deepEqual(
        (r.body as ProductWire[]).map((p) => p.id),
        [f.p.mdo, f.p.dsox3024],
      );
      assert.equal((await call('GET', `product/${f.hidden.unpublished}/similar`)).status, 404);
      assert.deepEqual((await call('GET', `product/${f.p.fpc}/similar`)).body, []);
    });
  });
}
