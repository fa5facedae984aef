import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { apiKeyTexts, importMaxRows, importTexts, productMessages, type CreatedApiKey } from '@xchange/contract';
import { auditLog, listingImports, mediaFiles, products, subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { jsonClient, multipartCall } from '../../test/seller-products-test-kit.ts';
import { seedShop, type ShopFixture } from '../shop/shop-test-kit.ts';
import { publishTexts, productMediaConfig, uploadLimits } from '../seller-products/index.ts';
import { putListingBySku } from '../seller-listings-sync/index.ts';
import { imageSourceOf } from './image-sources.ts';
import { importContext } from './import-context.ts';
import { csvOf, goodRow, importFile, pictureServer } from './import-test-kit.ts';
import { rowToListing } from './row-to-listing.ts';
import { writeChunk } from './write-chunk.ts';

for (const driver of drivers) {
  describe(`listing import (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let pictures: Awaited<ReturnType<typeof pictureServer>>;
    const listingsLike = async (prefix: string, sellerId = f.sellerA.id) =>
      Number(
        (
          await t.app.db
            .select({ n: sql<number>`count(*)` })
            .from(products)
            .where(and(eq(products.sellerId, sellerId), like(products.sku, `${prefix}%`)))
        )[0]!.n,
      );

    before(async () => {
      t = await createTestApp(driver);
      f = await seedShop(t);
      await t.app.db.update(subscriptions).set({ listingCreditsTotal: 5000 }).where(eq(subscriptions.sellerId, f.sellerA.id));
      pictures = await pictureServer(t);
    });
    after(async () => {
      await pictures.close();
      await t.close();
    });

    test('1,000 rows with 3 bad ones import 997 and name the 3 by row and column; the same file again changes nothing', async () => {
      const rows = Array.from({ length: 1000 }, (_, i) => goodRow(i + 1));
      rows[9] = goodRow(10, { Price: 'ten dollars' });
      rows[499] = goodRow(500, { Category: 'Teleporters' });
      rows[899] = goodRow(900, { SKU: 'bulk-2' });
      rows[4] = goodRow(5, { Description: 'Two lines,\n"quoted" and with commas' });
      const file = csvOf(rows);
      const first = await importFile(t, f.sellerA, file, { mode: 'import', publish: 'true' });
      assert.equal(first.status, 'done', first.failure ?? '');
      assert.deepEqual(
        [first.total, first.processed, first.created, first.updated, first.unchanged, first.failed],
        [1000, 1000, 997, 0, 0, 3],
      );
      assert.deepEqual(first.errors, [
        { row: 11, column: 'Price', message: productMessages.price },
        { row: 501, column: 'Category', message: 'Unknown category "Teleporters". Please pick one from the Category list.' },
        { row: 901, column: 'SKU', message: importTexts.duplicateSku(3) },
      ]);
      assert.equal(await listingsLike('BULK-'), 997);
      const [odd] = await t.app.db.select().from(products).where(eq(products.sku, 'BULK-1'));
      assert.deepEqual([odd!.price, odd!.published, odd!.condition, odd!.tags], [1250, true, 'Used', ['Calibrated', 'Bench']]);

      const again = await importFile(t, f.sellerA, file, { mode: 'import', publish: 'true' });
      assert.deepEqual([again.created, again.updated, again.unchanged, again.failed], [0, 0, 997, 3]);
      assert.equal(await listingsLike('BULK-'), 997);

      const result = await t.app.inject({ method: 'GET', url: `/api/v1/seller/imports/${first.id}/result.csv`, headers: f.sellerA.auth });
      assert.equal(result.statusCode, 200);
      assert.match(result.headers['content-type'] as string, /^text\/csv/);
      const lines = result.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\n');
      assert.equal(lines[0], 'Row,SKU,Result,Listing id,Message');
      assert.equal(lines.length, 1001);
      assert.ok(lines.some((l) => l.startsWith('11,BULK-10,failed,,Price: Invalid Price')));
      assert.match(lines[1]!, new RegExp(`^2,BULK-1,created,${odd!.id},$`));

      const audits = await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, f.sellerA.id), eq(auditLog.action, 'listing.import')));
      assert.equal(audits.length, 2);
    });

    test('a chunk written together and one written row by row (its transaction failed) give the same outcomes', async () => {
      const caller = { sellerId: f.sellerA.id, apiKeyId: null };
      const ctx = await importContext(t.app.db, f.sellerA.id);
      const row = (sku: string, name = `Counter ${sku}`) => {
        const cells = { sku, name, description: 'Bench counter', category: 'multimeters', brand: 'FLUKE', price: '300' };
        const converted = rowToListing(cells, ctx.lookups, true);
        assert.ok(converted.ok);
        return { sku: converted.sku, body: converted.body, urls: converted.images };
      };
      const write = async (prefix: string, failOnce: boolean) => {
        const before = row(`${prefix}-2`, 'Old name');
        await putListingBySku(t.app.db, caller, before.sku, before.body, t.app.jobs);
        let failed = !failOnce;
        const logged: string[] = [];
        const db = new Proxy(t.app.db, {
          get(target, key) {
            if (key === 'transaction' && !failed) {
              failed = true;
              return () => Promise.reject(new Error('could not serialize access due to concurrent update'));
            }
            const value = Reflect.get(target, key) as unknown;
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
        const deps = {
          db,
          media: productMediaConfig(t.app.config.mediaDir),
          limits: uploadLimits(t.app.config),
          images: () => imageSourceOf(t.app.config),
          log: (msg: string) => logged.push(msg),
          jobs: t.app.jobs,
        };
        // one credit left: the second new listing is refused with the form's text, its neighbours are still written
        await t.app.db
          .update(subscriptions)
          .set({ listingCreditsTotal: sql`${subscriptions.listingCreditsUsed} + 1` })
          .where(eq(subscriptions.sellerId, f.sellerA.id));
        const outcomes = await writeChunk(deps, caller, ctx, [row(`${prefix}-1`), row(`${prefix}-2`), row(`${prefix}-3`)]);
        await t.app.db.update(subscriptions).set({ listingCreditsTotal: 5000 }).where(eq(subscriptions.sellerId, f.sellerA.id));
        assert.deepEqual(logged, failOnce ? ['an import chunk was written row by row'] : []);
        return outcomes.map((o) => [o.result, o.problems.map((p) => `${p.column}: ${p.message}`).join()]);
      };
      const expected = [
        ['created', ''],
        ['updated', ''],
        ['failed', `SKU: ${publishTexts.ERR_NO_CREDITS}`],
      ];
      assert.deepEqual(await write('TOGETHER', false), expected);
      assert.deepEqual(await write('ALONE', true), expected);
      assert.equal(await listingsLike('TOGETHER-'), 2);
      assert.equal(await listingsLike('ALONE-'), 2);
      const [renamed] = await t.app.db.select().from(products).where(eq(products.sku, 'ALONE-2'));
      assert.equal(renamed!.name, 'Counter ALONE-2');
    });

    test('a preview checks every row and writes nothing', async () => {
      const file = csvOf([goodRow(1, { SKU: 'PREVIEW-1' }), goodRow(2, { SKU: 'PREVIEW-2', Condition: 'Broken' })]);
      const preview = await importFile(t, f.sellerA, file);
      assert.equal(preview.mode, 'preview');
      assert.deepEqual([preview.status, preview.created, preview.failed], ['done', 1, 1]);
      assert.deepEqual(preview.errors, [
        { row: 3, column: 'Condition', message: 'Condition must be one of New, Used, Ex-demonstration, Refurbished.' },
      ]);
      assert.equal(await listingsLike('PREVIEW-'), 0);
    });

    test('the XLSX template imports as it is; the CSV template has the same header row', async () => {
      const xlsx = await t.app.inject({ method: 'GET', url: '/api/v1/seller/imports/template.xlsx', headers: f.sellerB.auth });
      assert.equal(xlsx.statusCode, 200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      assert.equal(book.worksheets[0]!.getRow(1).getCell(1).text, 'SKU');
      const done = await importFile(t, f.sellerB, xlsx.rawPayload, { mode: 'import' }, 'template.bin');
      assert.deepEqual([done.status, done.created, done.failed], ['done', 1, 0], JSON.stringify(done.errors));
      const [row] = await t.app.db
        .select()
        .from(products)
        .where(and(eq(products.sellerId, f.sellerB.id), eq(products.sku, 'SCOPE-0001')));
      assert.equal(row!.published, false);
      const csv = await t.app.inject({ method: 'GET', url: '/api/v1/seller/imports/template.csv', headers: f.sellerB.auth });
      assert.match(
        csv.body,
        /^\ufeffSKU,Name,Description,Category,Brand,Condition,Price,Discount price,Quantity,Location,Tags,Image URLs\n/,
      );
      assert.equal((await importFile(t, f.sellerB, Buffer.from(csv.body), { mode: 'import' })).unchanged, 1);
    });

    test('other headers are read through a mapping (and ; as delimiter); a missing required column is one error on row 1', async () => {
      const head = ['Part no', 'Title', 'Details', 'Type', 'Make', 'Cost (USD)'];
      const file = csvOf([['MAP-1', 'Signal source', 'Low noise', 'Power Supplies', 'Anritsu', '1.234,50']], head, ';');
      const mapping = JSON.stringify({
        sku: 'Part no',
        name: 'Title',
        description: 'Details',
        category: 'Type',
        brand: 'Make',
        price: 'Cost (USD)',
      });
      const mapped = await importFile(t, f.sellerA, file, { mode: 'import', mapping });
      assert.deepEqual([mapped.created, mapped.failed], [1, 0], JSON.stringify(mapped.errors));
      assert.equal(mapped.mapping.sku, 'Part no');
      const [row] = await t.app.db.select().from(products).where(eq(products.sku, 'MAP-1'));
      assert.equal(row!.price, 1234.5);
      const unmapped = await importFile(t, f.sellerA, file, { mode: 'import' });
      assert.equal(unmapped.failed, 1);
      assert.deepEqual(
        unmapped.errors.map((e) => [e.row, e.column]),
        [
          [1, 'SKU'],
          [1, 'Name'],
          [1, 'Description'],
          [1, 'Category'],
          [1, 'Brand'],
          [1, 'Price'],
        ],
      );
      assert.equal(unmapped.errors[0]!.message, importTexts.missingColumn('SKU'));
      // '' says the file has no such column: a header of that name is then not read either
      const withTags = csvOf(
        [['MAP-2', 'Sweep generator', 'Low noise', 'Power Supplies', 'Anritsu', '900', 'bench']],
        [...head, 'Tags'],
        ';',
      );
      const noTags = await importFile(t, f.sellerA, withTags, {
        mode: 'preview',
        mapping: JSON.stringify({ ...JSON.parse(mapping), tags: '' }),
      });
      assert.equal(noTags.mapping.tags, '');
      assert.equal((await importFile(t, f.sellerA, withTags, { mode: 'preview', mapping })).mapping.tags, 'Tags');
      const bad = await multipartCall(
        t,
        'POST',
        'seller/imports',
        [
          ['mapping', '{"sku":"Nope"}'],
          ['file', { data: file, filename: 'x.csv' }],
        ],
        f.sellerA,
      );
      assert.deepEqual([bad.status, bad.body.errors], [400, [importTexts.mappingInvalid]]);
    });

    test('files are refused at upload: too many rows, not a sheet, no rows, no file', async () => {
      const upload = (data: Buffer) =>
        multipartCall(t, 'POST', 'seller/imports', [['file', { data, filename: 'listings.csv' }]], f.sellerA);
      const many = await upload(csvOf(Array.from({ length: importMaxRows + 1 }, (_, i) => [`S${i}`])));
      assert.deepEqual([many.status, many.body.errors], [400, [importTexts.tooManyRows]]);
      const pdf = await upload(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF'));
      assert.deepEqual([pdf.status, pdf.body.errors], [400, [importTexts.fileType]]);
      const png = await upload(await (await import('../../test/seller-products-test-kit.ts')).picture('png'));
      assert.deepEqual([png.status, png.body.errors], [400, [importTexts.fileType]]);
      assert.deepEqual((await upload(csvOf([]))).body.errors, [importTexts.noRows]);
      const none = await multipartCall(t, 'POST', 'seller/imports', [['mode', 'import']], f.sellerA);
      assert.deepEqual([none.status, none.body.errors], [400, [importTexts.fileRequired]]);
      const mode = await multipartCall(
        t,
        'POST',
        'seller/imports',
        [
          ['mode', 'write'],
          ['file', { data: csvOf([goodRow(1)]), filename: 'a.csv' }],
        ],
        f.sellerA,
      );
      assert.deepEqual([mode.status, mode.body.errors], [400, [importTexts.modeInvalid]]);
    });

    test('pictures by URL are fetched once, checked by content; private, metadata and file addresses are refused unrequested, already in the preview', async () => {
      const rows = [
        goodRow(1, { SKU: 'PIC-1', 'Image URLs': `${pictures.url('front.png')}; ${pictures.url('back.png')}` }),
        goodRow(2, { SKU: 'PIC-2', 'Image URLs': 'http://10.0.0.1/a.png' }),
        goodRow(3, { SKU: 'PIC-3', 'Image URLs': 'http://169.254.169.254/latest/meta-data/' }),
        goodRow(4, { SKU: 'PIC-4', 'Image URLs': 'file:///etc/passwd' }),
        goodRow(5, { SKU: 'PIC-5', 'Image URLs': 'https://intranet.example/a.png' }),
        goodRow(6, { SKU: 'PIC-6', 'Image URLs': pictures.url('text.png') }),
      ];
      const refusedAddresses = [
        [3, 'Image URLs', importTexts.imageAddress],
        [4, 'Image URLs', importTexts.imageAddress],
        [5, 'Image URLs', importTexts.imageAddress],
        [6, 'Image URLs', importTexts.imageAddress],
      ];
      // the preview judges each address as the download would, and sends nothing anywhere
      const preview = await importFile(t, f.sellerA, csvOf(rows));
      assert.deepEqual([preview.mode, preview.created, preview.failed], ['preview', 2, 4]);
      assert.deepEqual(
        preview.errors.map((e) => [e.row, e.column, e.message]),
        refusedAddresses,
      );
      assert.deepEqual(pictures.requests, []);

      const done = await importFile(t, f.sellerA, csvOf(rows), { mode: 'import' });
      assert.deepEqual([done.created, done.failed], [1, 5]);
      assert.deepEqual(
        done.errors.map((e) => [e.row, e.column, e.message]),
        [...refusedAddresses, [7, 'Image URLs', importTexts.imageType]],
      );
      assert.equal(await listingsLike('PIC-'), 1);
      const [pic] = await t.app.db.select().from(products).where(eq(products.sku, 'PIC-1'));
      const files = await t.app.db.select().from(mediaFiles).where(eq(mediaFiles.productId, pic!.id));
      assert.deepEqual(files.map((m) => m.slot).sort(), ['primary', 'secondary']);
      assert.ok(files.every((m) => /^\/media\/products\/.+\.jpg$/.test(m.url)));
      assert.deepEqual(pictures.requests.sort(), ['/back.png', '/front.png', '/text.png']);
      const again = await importFile(t, f.sellerA, csvOf(rows.slice(0, 1)), { mode: 'import' });
      assert.equal(again.unchanged, 1);
      assert.equal(pictures.requests.length, 3);
      // a new order of the same addresses changes the listing without fetching again
      const swapped = goodRow(1, { SKU: 'PIC-1', 'Image URLs': `${pictures.url('back.png')} ${pictures.url('front.png')}` });
      assert.equal((await importFile(t, f.sellerA, csvOf([swapped]), { mode: 'import' })).updated, 1);
      assert.equal(pictures.requests.length, 3);
    });

    test("another seller's import is not found; buyers are refused; a key needs listings:write", async () => {
      const mine = await importFile(t, f.sellerA, csvOf([goodRow(1, { SKU: 'OWN-1' })]));
      const other = await t.app.inject({ method: 'GET', url: `/api/v1/seller/imports/${mine.id}`, headers: f.sellerB.auth });
      assert.deepEqual([other.statusCode, other.json().errors], [404, [importTexts.notFound]]);
      const otherCsv = await t.app.inject({ method: 'GET', url: `/api/v1/seller/imports/${mine.id}/result.csv`, headers: f.sellerB.auth });
      assert.equal(otherCsv.statusCode, 404);
      const buyer = await multipartCall(t, 'POST', 'seller/imports', [['file', { data: csvOf([goodRow(1)]), filename: 'a.csv' }]], f.buyer);
      assert.equal(buyer.status, 403);

      const call = jsonClient(t);
      const key = async (scopes: string[]) =>
        (await call('POST', 'seller/api-keys', { as: f.sellerA, body: { name: `Import ${scopes}`, scopes } })).body as CreatedApiKey;
      const read = await key(['listings:read']);
      const asKey = (k: CreatedApiKey) => ({ ...f.sellerA, auth: { 'x-api-key': k.key } }) as unknown as typeof f.sellerA;
      const refused = await multipartCall(
        t,
        'POST',
        'seller/imports',
        [['file', { data: csvOf([goodRow(1)]), filename: 'a.csv' }]],
        asKey(read),
      );
      assert.deepEqual([refused.status, refused.body.errors], [403, [apiKeyTexts.missingScope('listings:write')]]);
      const write = await key(['listings:write']);
      const done = await importFile(t, asKey(write), csvOf([goodRow(1, { SKU: 'KEY-IMPORT-1' })]), { mode: 'import' });
      assert.equal(done.created, 1);
      const [row] = await t.app.db.select().from(products).where(eq(products.sku, 'KEY-IMPORT-1'));
      const audits = await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `product ${row!.id}`));
      assert.deepEqual(
        audits.map((a) => [a.action, (a.detail as { apiKey: number }).apiKey]),
        [['listing.create-by-api-key', write.id]],
      );
    });

    test('a file the job cannot read fails the import with the reason, and keeps nothing of it', async () => {
      const [row] = await t.app.db
        .insert(listingImports)
        .values({ sellerId: f.sellerA.id, mode: 'import', fileName: 'broken.csv', file: Buffer.from([0, 1, 2, 3]) })
        .returning();
      await t.app.jobs.enqueue('listing-import', { importId: row!.id }, { key: `listing-import:${row!.id}` });
      await t.app.jobs.idle(60_000);
      const got = await t.app.inject({ method: 'GET', url: `/api/v1/seller/imports/${row!.id}`, headers: f.sellerA.auth });
      assert.deepEqual([got.json().status, got.json().failure], ['failed', importTexts.fileType]);
      const [stored] = await t.app.db.select().from(listingImports).where(eq(listingImports.id, row!.id));
      assert.equal(stored!.file, null);
    });
  });
}
