import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { skuTexts, type ListingSyncAnswer, type ProductWire } from '@xchange/contract';
import { products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { jsonClient, multipartCall, type Part } from '../../test/seller-products-test-kit.ts';
import { seedShop, type ShopFixture } from '../shop/shop-test-kit.ts';

const listing = {
  productname: 'Spectrum Analyser 9',
  description: 'Calibrated, with case',
  price: 4200,
  sellinginstrument: 'Oscilloscopes',
  manufacturer: 'Keysight',
  condition: 'Used',
  tags: ['Calibrated'],
};

for (const driver of drivers) {
  describe(`listing sync by SKU (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let call: ReturnType<typeof jsonClient>;
    const put = (sku: string, body: object, as = f.sellerA) =>
      call('PUT', `seller/listings/by-sku/${encodeURIComponent(sku)}`, { as, body });

    before(async () => {
      t = await createTestApp(driver);
      call = jsonClient(t);
      f = await seedShop(t);
    });
    after(() => t.close());

    test('the same body twice creates once and then answers unchanged without touching the listing', async () => {
      const first = await put('SA-9/BLUE', listing);
      assert.equal(first.status, 200, JSON.stringify(first.body));
      const created = first.body as ListingSyncAnswer;
      assert.equal(created.result, 'created');
      assert.equal(created.product.sku, 'SA-9/BLUE');
      assert.equal(created.product.published, true);
      const again = await put('SA-9/BLUE', listing);
      assert.deepEqual([again.body.id, again.body.result], [created.id, 'unchanged']);
      assert.equal(again.body.product.updatedAt, created.product.updatedAt);
      // the SKU is matched without letter case
      const changed = await put('sa-9/blue', { ...listing, price: 3900, published: false });
      assert.deepEqual([changed.body.id, changed.body.result], [created.id, 'updated']);
      assert.equal(changed.body.product.price, 3900);
      assert.equal(changed.body.product.published, false);
      assert.equal(changed.body.product.sku, 'sa-9/blue');
    });

    test('another seller with the same SKU gets a listing of its own; the first is never touched', async () => {
      const a = await put('SHARED-1', listing);
      const b = await put('SHARED-1', { ...listing, price: 10 }, f.sellerB);
      assert.equal(b.body.result, 'created');
      assert.notEqual(b.body.id, a.body.id);
      assert.equal(b.body.product.sellerid, f.sellerB.id);
      const [stored] = await t.app.db.select().from(products).where(eq(products.id, a.body.id));
      assert.deepEqual([stored!.price, stored!.sellerId], [4200, f.sellerA.id]);
    });

    test('SKU is unique per seller on the product form too: 409 with the text of the contract', async () => {
      const fields = (sku: string): Part[] =>
        Object.entries({ ...listing, price: String(listing.price), tags: 'Calibrated', discountprice: '', sku });
      const saved = await multipartCall(t, 'POST', 'product/savewithfiles', fields('  FORM-1  '), f.sellerA);
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.equal((saved.body as ProductWire).sku, 'FORM-1');
      const dup = await multipartCall(t, 'POST', 'product/savewithfiles', fields('form-1'), f.sellerA);
      assert.equal(dup.status, 409);
      assert.deepEqual(dup.body.errors, [skuTexts.taken('form-1')]);
      assert.equal((await multipartCall(t, 'POST', 'product/savewithfiles', fields('FORM-1'), f.sellerB)).status, 200);
      const other = await put('FORM-2', listing);
      const update = await call('PUT', 'product/update', { as: f.sellerA, body: { ...listing, id: other.body.id, sku: 'Form-1' } });
      assert.equal(update.status, 409);
      assert.deepEqual(update.body.errors, [skuTexts.taken('Form-1')]);
      const long = await multipartCall(t, 'POST', 'product/savewithfiles', fields('x'.repeat(65)), f.sellerA);
      assert.equal(long.status, 400);
      assert.ok(long.body.errors.includes(skuTexts.max));
      // '' removes the SKU; the seller's list shows it, the shop never does
      const cleared = await call('PUT', 'product/update', { as: f.sellerA, body: { ...listing, id: other.body.id, sku: '' } });
      assert.equal(cleared.body.sku, null);
      const shop = await call('GET', `product/${saved.body.id}`);
      assert.equal(shop.status, 200);
      assert.equal('sku' in shop.body, false);
    });

    test('GET seller/listings pages the changes since a time, oldest first, own listings only', async () => {
      const since = new Date().toISOString();
      const ids: number[] = [];
      for (const n of [1, 2, 3]) ids.push((await put(`PAGE-${n}`, { ...listing, productname: `Paged ${n}` }, f.sellerB)).body.id);
      await put('PAGE-1', { ...listing, productname: 'Paged 1', price: 99 }, f.sellerB);
      const first = await call('GET', `seller/listings?updatedSince=${encodeURIComponent(since)}&page=1&size=2`, { as: f.sellerB });
      assert.equal(first.status, 200, JSON.stringify(first.body));
      const second = await call('GET', `seller/listings?updatedSince=${encodeURIComponent(since)}&page=2&size=2`, { as: f.sellerB });
      const seen = [...first.body.content, ...second.body.content].map((p: ProductWire) => p.id);
      assert.deepEqual(seen, [ids[1], ids[2], ids[0]]);
      assert.deepEqual([first.body.totalElements, second.body.totalElements], [3, 3]);
      const times = [...first.body.content, ...second.body.content].map((p: ProductWire) => p.updatedAt!);
      assert.deepEqual(times, [...times].sort());
      const later = await call('GET', `seller/listings?updatedSince=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, {
        as: f.sellerB,
      });
      assert.deepEqual([later.body.content, later.body.totalElements], [[], 0]);
      const bad = await call('GET', 'seller/listings?updatedSince=yesterday', { as: f.sellerB });
      assert.equal(bad.status, 400);
    });

    test('bad SKUs in the address are refused with a clear message', async () => {
      const r = await put('x'.repeat(65), listing);
      assert.equal(r.status, 400);
      assert.ok(r.body.errors.includes(skuTexts.max));
      const blank = await put('   ', listing);
      assert.equal(blank.status, 400);
      assert.ok(blank.body.errors.includes(skuTexts.required));
    });
  });
}
