import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { MediaFile, ProductWire } from '@xchange/contract';
import { mediaFiles, subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { seedShop, type ShopFixture } from '../shop/shop-test-kit.ts';
import { jsonClient, multipartCall, picture, pixelFloodPng, webm, type Part } from '../../test/seller-products-test-kit.ts';

const fields = (over: Record<string, string> = {}): Part[] =>
  Object.entries({
    productname: 'Test Unit 9000',
    description: 'A   bench   analyser',
    price: '1500',
    discountprice: '',
    sellinginstrument: 'Oscilloscopes',
    manufacturer: 'Keysight',
    condition: 'Used',
    tags: 'Hitachi,PMI',
    ...over,
  });

for (const driver of drivers) {
  describe(`seller products (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let call: ReturnType<typeof jsonClient>;
    const creditsUsed = async (sellerId: number) =>
      (await t.app.db.select().from(subscriptions).where(eq(subscriptions.sellerId, sellerId)))[0]!.listingCreditsUsed;
    const publish = async (over: Record<string, string> = {}, files: Part[] = [], as = f.sellerA) =>
      multipartCall(t, 'POST', 'product/savewithfiles', [...fields(over), ...files], as);
    const mediaPath = (url: string) => path.join(t.config.mediaDir, url.replace(/^\/media\//, ''));

    before(async () => {
      t = await createTestApp(driver);
      call = jsonClient(t);
      f = await seedShop(t);
    });
    after(() => t.close());

    test('visitors are asked to log in; buyers and admins are refused', async () => {
      const calls = [
        ['POST', 'product'],
        ['DELETE', `product/${f.p.dsox}`],
        ['POST', 'product/update-feature-product'],
        ['PUT', 'product/update'],
      ] as const;
      for (const [method, url] of calls) {
        assert.equal((await call(method, url, { body: {} })).status, 401, url);
        for (const as of [f.buyer, f.admin]) assert.equal((await call(method, url, { body: {}, as })).status, 403, url);
      }
      for (const url of ['product/savewithfiles', 'product/single-file', 'product/files']) {
        assert.equal((await multipartCall(t, 'POST', url, fields())).status, 401, url);
        assert.equal((await multipartCall(t, 'POST', url, fields(), f.buyer)).status, 403, url);
      }
    });

    test('publishing stores a re-encoded picture with a thumbnail and a video, and uses one credit', async () => {
      const before = await creditsUsed(f.sellerA.id);
      const r = await publish({}, [
        ['pfile', { data: await picture('png', 2400, 1200), filename: 'front.png' }],
        ['sfile', { data: webm, filename: 'demo.webm' }],
        ['sfile', { data: await picture('jpeg'), filename: 'side.jpg' }],
      ]);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      const p = r.body as ProductWire;
      assert.deepEqual(
        [p.productname, p.description, p.price, p.discountprice, p.sellinginstrument, p.manufacturer, p.tags, p.featured, p.sellerid],
        ['Test Unit 9000', 'A bench analyser', 1500, '', 'Oscilloscopes', 'Keysight', ['Hitachi', 'PMI'], false, f.sellerA.id],
      );
      assert.match(p.primaryfile!.url, /^\/media\/products\/[\w-]+\.jpg$/);
      assert.match(p.primaryfile!.thumbUrl!, /-thumb\.jpg$/);
      assert.deepEqual(
        p.productfiles.map((x) => x.fileType),
        ['video', 'image'],
      );
      assert.match(p.productfiles[0]!.url, /\.webm$/);
      const served = await t.app.inject({ method: 'GET', url: p.primaryfile!.url });
      assert.deepEqual([served.statusCode, served.headers['content-type']], [200, 'image/jpeg']);
      assert.equal(await creditsUsed(f.sellerA.id), before + 1);
      // the shop shows it at once
      assert.equal((await call('GET', `product/${p.id}`)).body.productname, 'Test Unit 9000');
      assert.deepEqual(readdirSync(path.join(t.config.mediaDir, 'products', '.incoming')), [], 'no temporary file left');
    });

    test('form rules, unknown category or manufacturer are refused without using a credit', async () => {
      const used = await creditsUsed(f.sellerA.id);
      assert.deepEqual((await publish({ sellinginstrument: 'Time Machines', manufacturer: 'Acme' })).body, {
        code: 'ERR_VALIDATION',
        errors: [
          'Unknown category "Time Machines". Please pick one from the Category list.',
          'Unknown manufacturer "Acme". Please pick one from the Manufacturer list.',
        ],
      });
      assert.deepEqual((await publish({ discountprice: '1500' })).body.errors, ['Discount price cannot be same as Original price']);
      assert.deepEqual((await publish({ discountprice: '2000' })).body.errors, [
        'Discount price cannot be greater than the original price.',
      ]);
      assert.deepEqual((await publish({ productname: 'n'.repeat(41), price: '0' })).body.errors, [
        'Product Name must be at most 40 characters.',
        'Invalid Price',
      ]);
      assert.equal(await creditsUsed(f.sellerA.id), used);
    });

    test('without an active subscription or without credits the seller is told why and where', async () => {
      const noSub = await publish({}, [], f.unsubscribed);
      assert.equal(noSub.status, 402);
      assert.match(noSub.body.errors[0], /subscription is not active.*\/profile/);
      await t.app.db
        .update(subscriptions)
        .set({ listingCreditsTotal: 1, listingCreditsUsed: 1 })
        .where(eq(subscriptions.sellerId, f.sellerB.id));
      const none = await publish({}, [], f.sellerB);
      assert.equal(none.status, 402);
      assert.match(none.body.errors[0], /no listing credits left.*'Add Balance'.*\/profile/);
      await t.app.db.update(subscriptions).set({ listingCreditsTotal: 50 }).where(eq(subscriptions.sellerId, f.sellerB.id));
    });

    test('uploads are checked by content, size and pixel count', async () => {
      const used = await creditsUsed(f.sellerA.id);
      const text = await publish({}, [['pfile', { data: Buffer.from('MZ\x90\x00 not really a photo'), filename: 'photo.jpg' }]]);
      assert.deepEqual([text.status, text.body.errors], [415, ['Please choose a picture (JPEG, PNG, WebP) or a video (MP4, WebM).']]);
      const flood = await publish({}, [['pfile', { data: await pixelFloodPng(), filename: 'flood.png' }]]);
      assert.deepEqual(
        [flood.status, flood.body.errors],
        [415, ['This picture has too many pixels (more than 40 megapixels). Please upload a smaller picture.']],
      );
      // a JPEG header followed by 15 MB + 1 byte: over the picture cap
      const jpeg = await picture('jpeg');
      const big = Buffer.concat([jpeg, Buffer.alloc(15 * 1024 * 1024 + 1 - jpeg.length)]);
      const oversize = await publish({}, [['pfile', { data: big, filename: 'big.jpg' }]]);
      assert.deepEqual([oversize.status, oversize.body.errors], [413, ['Pictures may be at most 15 MB and videos at most 200 MB.']]);
      assert.equal(await creditsUsed(f.sellerA.id), used, 'a refused upload uses no credit');
      assert.deepEqual(readdirSync(path.join(t.config.mediaDir, 'products', '.incoming')), []);
    });

    test("the seller's list: own listings only, searched, sorted by name by default, paged", async () => {
      const page = async (body: object, as = f.sellerA) =>
        (await call('POST', 'product', { body, as })).body.body as { content: ProductWire[]; totalElements: number };
      const all = await page({ size: 100 });
      assert.ok(all.content.every((p) => p.sellerid === f.sellerA.id));
      const names = all.content.map((p) => p.productname);
      assert.deepEqual(
        names,
        [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
      assert.equal(all.totalElements, names.length);
      const first = await page({ size: 2, page: 1 });
      assert.deepEqual([first.content.length, first.totalElements], [2, names.length]);
      const desc = await page({ size: 100, sortBy: 'price', sortOrder: 'desc' });
      assert.deepEqual(
        desc.content.map((p) => p.price),
        [...desc.content.map((p) => p.price)].sort((a, b) => b - a),
      );
      assert.deepEqual(
        (await page({ search: 'fluke' })).content.map((p) => p.id),
        [f.p.fluke],
      );
      assert.deepEqual((await page({ search: 'fluke' }, f.sellerB)).content, []);
    });

    test("seller B can neither read nor change seller A's listing", async () => {
      const id = f.p.mdo;
      const form = { productname: 'Hijacked', description: 'x', price: 1, sellinginstrument: 'Oscilloscopes', manufacturer: 'Keysight' };
      const as = f.sellerB;
      assert.equal((await call('DELETE', `product/${id}`, { as })).status, 404);
      assert.equal(
        (await call('POST', 'product/update-feature-product', { as, body: { featuredStatus: true, productid: id, sellerid: as.id } }))
          .status,
        404,
      );
      assert.equal((await call('PUT', 'product/update', { as, body: { ...form, id } })).status, 404);
      const photo = { data: await picture('jpeg'), filename: 'p.jpg' };
      assert.equal((await multipartCall(t, 'POST', `product/single-file?productid=${id}`, [['file', photo]], as)).status, 404);
      assert.equal(
        (
          await multipartCall(
            t,
            'POST',
            `product/files?productid=${id}`,
            [
              ['productid', String(id)],
              ['files', photo],
            ],
            as,
          )
        ).status,
        404,
      );
      // A's unpublished listing is visible to A only
      assert.equal((await call('GET', `product/${f.hidden.unpublished}`, { as: f.sellerA })).status, 404);
      assert.equal((await call('GET', `product/${f.hidden.unpublished}`, { as: f.sellerB })).status, 200);
      const mine = (await call('GET', `product/${id}`, { as: f.sellerA })).body as ProductWire;
      assert.equal(mine.productname, 'MDO34 Mixed Domain Oscilloscope');
    });

    test("the feature toggle puts an own listing into the shop's featured products and out again", async () => {
      const toggle = (featuredStatus: boolean) =>
        call('POST', 'product/update-feature-product', {
          as: f.sellerA,
          body: { featuredStatus, productid: f.p.mdo, sellerid: f.sellerA.id },
        });
      const featuredIds = async () =>
        ((await call('GET', 'sellerprofile/getSellerFeatureProducts')).body as ProductWire[]).map((p) => p.id);
      const on = await toggle(true);
      assert.deepEqual([on.status, on.body.featured], [200, true]);
      assert.ok((await featuredIds()).includes(f.p.mdo));
      assert.equal((await toggle(false)).body.featured, false);
      assert.ok(!(await featuredIds()).includes(f.p.mdo));
    });

    test('primary uploads replace, secondary uploads fill at most six slots, update keeps only own files sent back', async () => {
      const created = (await publish({ productname: 'Slots Test' }, [['pfile', { data: await picture('jpeg'), filename: 'a.jpg' }]]))
        .body as ProductWire;
      const id = String(created.id);
      const photo = async () => ({ data: await picture('jpeg', 320, 240), filename: 'x.jpg' });
      const primary = await multipartCall(t, 'POST', `product/single-file?productid=${id}`, [['file', await photo()]], f.sellerA);
      assert.equal(primary.status, 200);
      assert.equal((primary.body as MediaFile).fileType, 'image');
      assert.ok(!existsSync(mediaPath(created.primaryfile!.url)), 'the replaced primary file is removed');
      const four = await multipartCall(
        t,
        'POST',
        `product/files?productid=${id}`,
        [
          ['productid', id],
          ['files', await photo()],
          ['files', await photo()],
          ['files', { data: webm, filename: 'v.webm' }],
          ['files', await photo()],
        ],
        f.sellerA,
      );
      assert.equal((four.body as MediaFile[]).length, 4);
      const tooMany = await multipartCall(
        t,
        'POST',
        `product/files?productid=${id}`,
        [
          ['files', await photo()],
          ['files', await photo()],
          ['files', await photo()],
        ],
        f.sellerA,
      );
      assert.deepEqual(
        [tooMany.status, tooMany.body.errors],
        [400, ['A product has at most 6 secondary photos or videos; 2 slot(s) are free.']],
      );
      const kept = (four.body as MediaFile[]).slice(0, 2);
      const foreign = (await t.app.db.select().from(mediaFiles).where(eq(mediaFiles.productId, f.p.dsox)))[0]!;
      const update = await call('PUT', 'product/update', {
        as: f.sellerA,
        body: {
          id: created.id,
          productname: 'Slots Test v2',
          description: 'Updated',
          price: 2000,
          discountprice: 1800,
          sellinginstrument: 'Multimeters',
          manufacturer: 'Fluke',
          tags: ['Seller'],
          primaryfile: primary.body,
          productfiles: [...kept, { url: foreign.url, fileType: 'image' }],
        },
      });
      assert.equal(update.status, 200, JSON.stringify(update.body));
      const p = update.body as ProductWire;
      assert.deepEqual(
        [p.productname, p.price, p.discountprice, p.sellinginstrument, p.manufacturer, p.tags],
        ['Slots Test v2', 2000, 1800, 'Multimeters', 'Fluke', ['Seller']],
      );
      assert.deepEqual(
        p.productfiles.map((x) => x.url),
        kept.map((x) => x.url),
        "only the product's own files sent back are kept",
      );
      assert.equal(p.primaryfile!.url, (primary.body as MediaFile).url);
      const bad = await call('PUT', 'product/update', { as: f.sellerA, body: { ...update.body, id: created.id, discountprice: 2500 } });
      assert.deepEqual(bad.body.errors, ['Discount price cannot be greater than the original price.']);
      const noDiscount = await call('PUT', 'product/update', {
        as: f.sellerA,
        body: { ...update.body, id: created.id, discountprice: '' },
      });
      assert.equal((noDiscount.body as ProductWire).discountprice, '');
    });

    test('deleting an own listing removes it and its files and refunds no credit', async () => {
      const created = (await publish({ productname: 'Delete Me' }, [['pfile', { data: await picture('jpeg'), filename: 'a.jpg' }]]))
        .body as ProductWire;
      const used = await creditsUsed(f.sellerA.id);
      const r = await call('DELETE', `product/${created.id}`, { as: f.sellerA });
      assert.deepEqual(r, { status: 200, body: { message: 'Product is deleted.' } });
      assert.equal(await creditsUsed(f.sellerA.id), used);
      assert.ok(!existsSync(mediaPath(created.primaryfile!.url)));
      assert.equal((await call('GET', `product/${created.id}`, { as: f.sellerA })).status, 404);
      assert.equal((await call('DELETE', `product/${created.id}`, { as: f.sellerA })).status, 404);
    });
  });
}
