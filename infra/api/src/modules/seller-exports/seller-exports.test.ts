import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { apiKeyTexts, listingExportColumns, orderExportColumns, ordersExportTexts, type CreatedApiKey } from '@xchange/contract';
import { orderLines, orders, products, watchlist } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addOrder } from '../../test/order-fixtures.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';
import { jsonClient } from '../../test/seller-products-test-kit.ts';
import { seedShop, type ShopFixture } from '../shop/shop-test-kit.ts';

const site = 'https://xchange.example.com';
const headers = (cols: readonly { header: string }[]) => cols.map((c) => c.header);
const injected = '=HYPERLINK("http://x.example",A1)';

for (const driver of drivers) {
  describe(`seller exports (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let call: ReturnType<typeof jsonClient>;

    const download = async (url: string, auth: Record<string, string>) => {
      const r = await t.app.inject({ method: 'GET', url: `/api/v1/seller/exports/${url}`, headers: auth });
      return { status: r.statusCode, headers: r.headers, raw: r.rawPayload, json: () => r.json() };
    };
    const as = (u: TestUser) => u.auth;
    const csvRows = (raw: Buffer): string[][] => parse(raw, { bom: true, relax_column_count: false });
    const sheetRows = async (raw: Buffer) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(raw as unknown as ExcelJS.Buffer);
      const ws = wb.worksheets[0]!;
      const rows: ExcelJS.Row[] = [];
      ws.eachRow((row) => rows.push(row));
      return rows;
    };
    const newKey = async (scopes: string[]): Promise<string> => {
      const r = await call('POST', 'seller/api-keys', { as: f.sellerA, body: { name: `Export ${scopes.join(' ')}`, scopes } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return (r.body as CreatedApiKey).key;
    };

    before(async () => {
      t = await createTestApp(driver, { env: { PUBLIC_URL: site } });
      call = jsonClient(t);
      f = await seedShop(t);
      await t.app.db.insert(watchlist).values([
        { buyerId: f.buyer.id, productId: f.p.dsox },
        { buyerId: f.buyer2.id, productId: f.p.dsox },
      ]);
      const draft = await call('PUT', 'seller/listings/by-sku/EVIL-1', {
        as: f.sellerA,
        body: {
          productname: injected,
          description: '-2+3 fits every bench',
          price: 125,
          sellinginstrument: 'Multimeters',
          manufacturer: 'Fluke',
          condition: 'Used',
          tags: ['@risk', 'Spares'],
          published: false,
        },
      });
      assert.equal(draft.status, 200, JSON.stringify(draft.body));
    });
    after(() => t.close());

    test("listings CSV: every own listing with the template's columns, absolute image URLs, no other seller's", async () => {
      const r = await download('listings.csv', as(f.sellerA));
      assert.equal(r.status, 200, r.raw.toString());
      assert.equal(r.headers['content-type'], 'text/csv; charset=utf-8');
      assert.match(String(r.headers['content-disposition']), /^attachment; filename="xchange-listings-\d{4}-\d{2}-\d{2}\.csv"$/);
      const [head, ...rows] = csvRows(r.raw);
      assert.deepEqual(head, headers(listingExportColumns));
      const byName = new Map(rows.map((row) => [row[1], Object.fromEntries(head!.map((h, i) => [h, row[i]]))]));
      assert.deepEqual(
        [...byName.keys()].sort(),
        [`'${injected}`, 'Fluke 87V True-RMS', 'Keysight DSOX3034A Oscilloscope', 'MDO34 Mixed Domain Oscilloscope'].sort(),
      );
      const dsox = byName.get('Keysight DSOX3034A Oscilloscope')!;
      assert.deepEqual(
        [dsox.Price, dsox['Discount price'], dsox.Category, dsox.Brand, dsox.Condition, dsox.Location, dsox.Tags],
        ['9000', '8500', 'Oscilloscopes', 'Keysight', 'Used', 'Austin, TX, USA', 'Calibrated'],
      );
      assert.equal(dsox['Image URLs'], `${site}/media/dsox.jpg, ${site}/media/dsox-demo.mp4, ${site}/media/dsox-back.jpg`);
      assert.deepEqual([dsox.ID, dsox.Status, dsox.Watchers], [String(f.p.dsox), 'published', '2']);
      const evil = byName.get(`'${injected}`)!;
      assert.deepEqual(
        [evil.SKU, evil.Status, evil.Watchers, evil.Description, evil.Tags],
        ['EVIL-1', 'draft', '0', "'-2+3 fits every bench", "'@risk, Spares"],
      );
      const text = r.raw.toString('utf8');
      for (const other of ['FPC1500', 'DSOX3024A', 'N9020B'])
        assert.ok(!text.includes(other), `seller B's ${other} is in seller A's export`);
    });

    test('listings XLSX opens with the same rows; text that looks like a formula stays text', async () => {
      const r = await download('listings.xlsx', as(f.sellerA));
      assert.equal(r.status, 200);
      assert.equal(r.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      assert.match(String(r.headers['content-disposition']), /filename="xchange-listings-\d{4}-\d{2}-\d{2}\.xlsx"/);
      const [head, ...rows] = await sheetRows(r.raw);
      assert.deepEqual((head!.values as unknown[]).slice(1), headers(listingExportColumns));
      assert.equal(rows.length, 4);
      const evil = rows.find((row) => row.getCell(1).value === 'EVIL-1')!;
      assert.equal(evil.getCell(2).type, ExcelJS.ValueType.String);
      assert.equal(evil.getCell(2).value, injected);
      const dsox = rows.find((row) => row.getCell(13).value === f.p.dsox)!;
      assert.deepEqual([dsox.getCell(7).value, dsox.getCell(8).value, dsox.getCell(15).value], [9000, 8500, 2]);
      const b = await sheetRows((await download('listings.xlsx', as(f.sellerB))).raw);
      assert.ok(!b.some((row) => row.getCell(13).value === f.p.dsox), "seller A's listing is in seller B's workbook");
    });

    test('orders CSV and XLSX: the range in the seller’s time zone, one row per item, own orders only', async () => {
      const lines = [
        { productname: 'Fluke 87V True-RMS', price: 450, quantity: 2 },
        { productname: 'Probe kit', price: 80, quantity: 1 },
      ];
      const inRange = await addOrder(t, { sellerId: f.sellerA.id, buyerId: f.buyer.id, total: 980, at: '2026-11-10T15:30:00Z', lines });
      // 23:00 on 31 October in New York, 1 November in UTC
      const edge = await addOrder(t, { sellerId: f.sellerA.id, buyerId: f.buyer2.id, total: 10, at: '2026-11-01T03:00:00Z' });
      const before = await addOrder(t, { sellerId: f.sellerA.id, buyerId: f.buyer.id, total: 10, at: '2026-10-15T12:00:00Z' });
      const other = await addOrder(t, { sellerId: f.sellerB.id, buyerId: f.buyer.id, total: 10, at: '2026-11-12T12:00:00Z' });

      const r = await download('orders.csv?from=2026-11-01&to=2026-11-30&tz=America/New_York', as(f.sellerA));
      assert.equal(r.status, 200, r.raw.toString());
      assert.match(String(r.headers['content-disposition']), /filename="xchange-orders-2026-11-01-to-2026-11-30\.csv"/);
      const [head, ...rows] = csvRows(r.raw);
      assert.deepEqual(head, headers(orderExportColumns));
      assert.deepEqual(rows, [
        [
          inRange.ordernumber,
          '2026-11-10 10:30',
          'New Order',
          'Unpaid',
          f.buyer.company,
          `${f.buyer.firstname} ${f.buyer.lastname}`,
          '',
          'Fluke 87V True-RMS',
          '2',
          '450',
          '900',
          '980',
          'USD',
        ],
        [
          inRange.ordernumber,
          '2026-11-10 10:30',
          'New Order',
          'Unpaid',
          f.buyer.company,
          `${f.buyer.firstname} ${f.buyer.lastname}`,
          '',
          'Probe kit',
          '1',
          '80',
          '80',
          '980',
          'USD',
        ],
      ]);
      const utc = csvRows((await download('orders.csv?from=2026-11-01&to=2026-11-30', as(f.sellerA))).raw);
      assert.deepEqual(
        utc.slice(1).map((row) => row[0]),
        [edge.ordernumber, inRange.ordernumber, inRange.ordernumber],
      );
      const text = utc.flat().join(' ');
      assert.ok(!text.includes(before.ordernumber) && !text.includes(other.ordernumber));

      const x = await download('orders.xlsx?from=2026-11-01&to=2026-11-30', as(f.sellerA));
      assert.equal(x.status, 200);
      const [xh, ...xrows] = await sheetRows(x.raw);
      assert.deepEqual((xh!.values as unknown[]).slice(1), headers(orderExportColumns));
      assert.deepEqual(
        xrows.map((row) => [row.getCell(1).value, row.getCell(9).value, row.getCell(11).value]),
        [
          [edge.ordernumber, 1, 10],
          [inRange.ordernumber, 2, 900],
          [inRange.ordernumber, 1, 80],
        ],
      );
      const b = csvRows((await download('orders.csv?from=2026-11-01&to=2026-11-30', as(f.sellerB))).raw);
      assert.deepEqual(
        b.slice(1).map((row) => row[0]),
        [other.ordernumber],
      );
    });

    test('a store larger than one read batch is exported whole, each listing and order line once, in order', async () => {
      const dealer = await addTestUser(t, 'seller', { company: 'Bulk Dealer' });
      const ids = (
        await t.app.db
          .insert(products)
          .values(
            Array.from({ length: 1203 }, (_, i) => ({ name: `Bulk unit ${i + 1}`, price: 10 + i, sellerId: dealer.id, sku: `B-${i + 1}` })),
          )
          .returning({ id: products.id })
      ).map((r) => String(r.id));
      const [, ...rows] = csvRows((await download('listings.csv', as(dealer))).raw);
      assert.deepEqual(
        rows.map((row) => row[12]),
        ids,
      );
      const placed = await t.app.db
        .insert(orders)
        .values(
          Array.from({ length: 1100 }, (_, i) => ({
            ordernumber: `BULK-${process.pid}-${i}`,
            // several orders share a time, so paging must not skip or repeat any at a batch's edge
            orderdate: new Date(Date.parse('2026-06-01T00:00:00Z') + Math.floor(i / 7) * 60_000),
            total: 20,
            buyerId: f.buyer.id,
            sellerId: dealer.id,
          })),
        )
        .returning({ id: orders.id, ordernumber: orders.ordernumber });
      await t.app.db.insert(orderLines).values(placed.map((o) => ({ orderId: o.id, productname: 'Bulk unit', price: 20, quantity: 1 })));
      const [, ...lines] = csvRows((await download('orders.csv?from=2026-06-01&to=2026-06-30', as(dealer))).raw);
      assert.deepEqual(
        lines.map((row) => row[0]),
        placed.map((o) => o.ordernumber),
      );
    });

    test('bad ranges are refused with the texts of the contract', async () => {
      const refused = async (query: string, text: string) => {
        const r = await download(`orders.csv?${query}`, as(f.sellerA));
        assert.equal(r.status, 400, `${query}: ${r.raw.toString()}`);
        assert.ok(r.json().errors.includes(text), `${query}: ${JSON.stringify(r.json())}`);
      };
      await refused('to=2026-11-30', ordersExportTexts.from);
      await refused('from=2026-02-31&to=2026-03-01', ordersExportTexts.from);
      await refused('from=2026-11-01&to=30.11.2026', ordersExportTexts.to);
      await refused('from=2026-11-02&to=2026-11-01', ordersExportTexts.order);
      await refused('from=2025-01-01&to=2026-11-30', ordersExportTexts.range);
      assert.equal((await download('orders.xlsx?from=2025-11-30&to=2026-11-30', as(f.sellerA))).status, 200);
    });

    test('buyers are refused; an API key needs the scope of the file it asks for', async () => {
      assert.equal((await download('listings.csv', as(f.buyer))).status, 403);
      assert.equal((await download('orders.xlsx?from=2026-11-01&to=2026-11-30', as(f.buyer))).status, 403);
      const listingsKey = await newKey(['listings:read']);
      const ordersKey = await newKey(['orders:read']);
      const withKey = (url: string, key: string) => download(url, { 'x-api-key': key });
      const csv = await withKey('listings.csv', listingsKey);
      assert.equal(csv.status, 200);
      assert.ok(csv.raw.toString().includes('Keysight DSOX3034A Oscilloscope'));
      const denied = await withKey('orders.csv?from=2026-11-01&to=2026-11-30', listingsKey);
      assert.equal(denied.status, 403);
      assert.deepEqual(denied.json().errors, [apiKeyTexts.missingScope('orders:read')]);
      assert.equal((await withKey('orders.csv?from=2026-11-01&to=2026-11-30', ordersKey)).status, 200);
      const noListings = await withKey('listings.xlsx', ordersKey);
      assert.equal(noListings.status, 403);
      assert.deepEqual(noListings.json().errors, [apiKeyTexts.missingScope('listings:read')]);
    });
  });
}
