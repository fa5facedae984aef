import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { LookupsWire, ProductWire, SitemapPage } from '@xchange/contract';
import { products } from '../../db/schema/index.ts';
import { modelTokens } from '../../lib/model-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { seedShop, shopClient, type ShopFixture } from './shop-test-kit.ts';

for (const driver of drivers) {
  describe(`shop lookups, featured, product detail and sitemap (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let call: ReturnType<typeof shopClient>;

    before(async () => {
      t = await createTestApp(driver);
      call = shopClient(t);
      f = await seedShop(t);
    });
    after(() => t.close());

    test('lookups list only what the visible catalog uses, sorted', async () => {
      const r = await call('GET', 'home/lookups');
      assert.equal(r.status, 200);
      const l = r.body as LookupsWire;
      assert.deepEqual(l.manufacturer, ['Fluke', 'Keysight', 'Rohde & Schwarz', 'Tektronix']); // not Anritsu (hidden only)
      assert.deepEqual(l.categories, ['Multimeters', 'Oscilloscopes', 'Spectrum Analyzers']); // not Power Supplies
      assert.deepEqual(l.location, ['Austin, TX, USA', 'Boston, MA, USA', 'Chicago, IL, USA']); // not Denver, Houston
      assert.deepEqual(l.seller, [
        { id: f.sellerB.id, firstname: 'Elena', lastname: 'Rossi', company: 'Midwest Lab' },
        { id: f.sellerA.id, firstname: 'Marcus', lastname: 'Chen', company: 'Pacific Test' },
      ]);
    });

    test("an admin's lookups list every active seller, for the promotion form", async () => {
      const l = (await call('GET', 'home/lookups', { as: f.admin })).body as LookupsWire;
      const ids = l.seller.map((s) => s.id);
      for (const s of [f.sellerA, f.sellerB, f.unsubscribed, f.lapsed]) assert.ok(ids.includes(s.id));
      assert.ok(!ids.includes(f.inactive.id));
      assert.deepEqual(l.manufacturer, ['Fluke', 'Keysight', 'Rohde & Schwarz', 'Tektronix']);
    });

    test('featured: the newest featured visible listings, at most 4', async () => {
      const r = await call('GET', 'sellerprofile/getSellerFeatureProducts');
      assert.equal(r.status, 200);
      assert.deepEqual(
        (r.body as ProductWire[]).map((p) => p.id),
        [f.p.fpc, f.p.fluke],
      );
      await t.app.db.update(products).set({ featured: true });
      try {
        const all = (await call('GET', 'sellerprofile/getSellerFeatureProducts')).body as ProductWire[];
        assert.deepEqual(
          all.map((p) => p.id),
          [f.p.dsox3024, f.p.fpc, f.p.fluke, f.p.mdo],
        );
      } finally {
        await t.app.db.update(products).set({ featured: false });
        await t.app.db
          .update(products)
          .set({ featured: true })
          .where(sql`${products.id} in (${f.p.fpc}, ${f.p.fluke})`);
      }
      const starred = (await call('GET', 'sellerprofile/getSellerFeatureProducts', { as: f.buyer })).body as ProductWire[];
      assert.ok(starred.every((p) => p.isStarred === false));
    });

    test('featured is an empty list when nothing is featured', async () => {
      await t.app.db.update(products).set({ featured: false });
      try {
        assert.deepEqual((await call('GET', 'sellerprofile/getSellerFeatureProducts')).body, []);
      } finally {
        await t.app.db
          .update(products)
          .set({ featured: true })
          .where(sql`${products.id} in (${f.p.fpc}, ${f.p.fluke})`);
      }
    });

    test('product detail: a visible listing for anyone, 404 for hidden or unknown ones', async () => {
      const r = await call('GET', `product/${f.p.dsox}`);
      assert.equal(r.status, 200);
      const p = r.body as ProductWire;
      assert.equal(p.productname, 'Keysight DSOX3034A Oscilloscope');
      assert.equal(p.primaryfile?.url, '/media/dsox.jpg');
      assert.equal(p.productfiles.length, 2);
      assert.equal(p.isStarred, undefined);
      for (const id of [...Object.values(f.hidden), 999_999]) {
        const h = await call('GET', `product/${id}`);
        assert.equal(h.status, 404, `listing ${id}`);
        assert.deepEqual(h.body, { errors: ['The requested item was not found.'], code: 'ERR_NOT_FOUND' });
      }
      assert.equal((await call('GET', 'product/abc')).status, 400);
    });

    test('product detail: the owning seller sees its own unpublished listing, nobody else does', async () => {
      assert.equal((await call('GET', `product/${f.hidden.unpublished}`, { as: f.sellerB })).status, 200);
      assert.equal((await call('GET', `product/${f.hidden.unpublished}`, { as: f.sellerA })).status, 404);
      assert.equal((await call('GET', `product/${f.hidden.unpublished}`, { as: f.buyer })).status, 404);
    });

    test('product detail tells a buyer whether it is watchlisted', async () => {
      await call('POST', `wishlist/add?productid=${f.p.fpc}`, { as: f.buyer });
      assert.equal(((await call('GET', `product/${f.p.fpc}`, { as: f.buyer })).body as ProductWire).isStarred, true);
      assert.equal(((await call('GET', `product/${f.p.fpc}`, { as: f.buyer2 })).body as ProductWire).isStarred, false);
    });

    test('sitemap entries: every visible listing with its last change, one slice at a time', async () => {
      const visible = Object.values(f.p).sort((a, b) => a - b);
      const r = await call('GET', 'home/sitemap');
      assert.equal(r.status, 200);
      const page = r.body as SitemapPage;
      assert.equal(page.total, visible.length);
      assert.deepEqual(
        page.products.map((e) => e.id),
        visible,
      );
      assert.ok(page.products.every((e) => !Number.isNaN(Date.parse(e.lastmod))));
      const slice = (await call('GET', 'home/sitemap?offset=1&limit=2')).body as SitemapPage;
      assert.deepEqual(slice, { total: visible.length, products: page.products.slice(1, 3) });
      const tooMany = await call('GET', 'home/sitemap?limit=50001');
      assert.equal(tooMany.status, 400);
      assert.match(JSON.stringify(tooMany.body), /limit must be a whole number from 1 to 50,000/);
    });

    test('the database computes model tokens exactly as the search does', async () => {
      for (const name of [
        'Keysight DSOX3034A Oscilloscope',
        'DSO-X 3034A',
        'Teledyne LeCroy WaveSurfer 4104HD',
        'Fluke 87V',
        'plain words only',
        'a-1 b/2 c_3',
      ]) {
        const rows = (await t.app.db.execute(sql`select xchange_model_tokens(${name}) as m`)) as unknown as { rows: { m: string }[] };
        assert.equal(rows.rows[0]!.m, modelTokens(name), name);
      }
      const [row] = await t.app.db.select({ m: products.modelTokens }).from(products).where(eq(products.id, f.p.dsox));
      assert.match(row!.m, /\bdsox3034a\b/);
    });
  });
}
