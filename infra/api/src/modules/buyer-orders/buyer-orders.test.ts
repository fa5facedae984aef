import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { CartLinesResponse, OrderPage, OrderWire } from '@xchange/contract';
import { messageThreads, orders, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import type { TestUser } from '../../test/test-users.ts';
import { seedShop, type ShopFixture } from '../shop/shop-test-kit.ts';

for (const driver of drivers) {
  describe(`buyer orders (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let keys = 0;
    const call = async (method: 'GET' | 'PUT' | 'POST', url: string, opts: { as?: TestUser; body?: object; key?: string | null } = {}) => {
      const headers: Record<string, string> = { ...(opts.as?.auth ?? {}) };
      if (opts.key !== null) headers['idempotency-key'] = opts.key ?? `key-${++keys}`;
      const r = await t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(opts.body ? { payload: opts.body } : {}) });
      return { status: r.statusCode, body: r.json() };
    };
    const save = (as: TestUser, product: { id: number; quantity: number }[], key?: string, extra: object = {}) =>
      call('POST', 'order/save', {
        as,
        key,
        body: { product, deliveryaddress: '9 Dock Rd, Austin', postcode: 'Wire transfer', total: 1, ...extra },
      });
    const mails = async () => {
      await t.app.jobs.idle();
      const dir = t.config.outboxDir;
      const files = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
      return Promise.all(
        files.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as { to: string; subject: string; text: string }),
      );
    };

    before(async () => {
      t = await createTestApp(driver);
      f = await seedShop(t);
    });
    after(() => t.close());

    test('visitors, sellers and admins cannot place or list buyer orders', async () => {
      for (const [method, url] of [
        ['POST', 'order/save'],
        ['POST', 'order'],
        ['GET', 'order'],
      ] as const) {
        assert.equal((await call(method, url, { body: {} })).status, 401);
        assert.equal((await call(method, url, { as: f.sellerA, body: {} })).status, 403);
        assert.equal((await call(method, url, { as: f.admin, body: {} })).status, 403);
      }
    });

    test('a cart with two sellers becomes two orders priced from the database; the cart is cleared and sellers are mailed', async () => {
      await call('PUT', 'cart', {
        as: f.buyer,
        body: {
          lines: [
            { id: f.p.dsox, quantity: 2 },
            { id: f.p.fpc, quantity: 1 },
          ],
        },
      });
      const client = [
        { id: f.p.dsox, quantity: 2, price: 1, discountprice: 1, productname: 'cheap' },
        { id: f.p.fluke, quantity: 1 },
        { id: f.p.fpc, quantity: 1, price: 0 },
      ];
      const r = await save(f.buyer, client, 'checkout-1', { total: 3, notes: '  Call   before delivery ' });
      assert.equal(r.status, 200);
      const placed = r.body as OrderWire[];
      assert.equal(placed.length, 2);
      const a = placed.find((o) => o.sellerAccountData.id === f.sellerA.id)!;
      const b = placed.find((o) => o.sellerAccountData.id === f.sellerB.id)!;
      assert.equal(a.total, 8500 * 2 + 450, 'discount price when set, else price');
      assert.equal(b.total, 4600);
      assert.deepEqual(
        a.product.map((l) => [l.productname, l.price, l.discountprice, l.quantity, l.sellinginstrument, l.manufacturer]),
        [
          ['Keysight DSOX3034A Oscilloscope', 9000, 8500, 2, 'Oscilloscopes', 'Keysight'],
          ['Fluke 87V True-RMS', 450, '', 1, 'Multimeters', 'Fluke'],
        ],
      );
      assert.equal(a.product[0]!.primaryfile?.url, '/media/dsox.jpg');
      assert.notEqual(a.ordernumber, b.ordernumber);
      assert.match(a.ordernumber, /^XC-\d{4}-\d{7}$/);
      for (const o of placed) {
        assert.equal(o.orderstatus, 'New Order');
        assert.equal(o.paymentStatus, 'Unpaid');
        assert.equal(o.deliveryaddress, '9 Dock Rd, Austin');
        assert.equal(o.postcode, 'Wire transfer');
        assert.equal(o.notes, 'Call before delivery');
        assert.equal(o.buyerAccountData.id, f.buyer.id);
      }
      assert.deepEqual((await call('GET', 'cart', { as: f.buyer })).body as CartLinesResponse, []);
      const threads = await t.app.db.select().from(messageThreads).where(eq(messageThreads.buyerId, f.buyer.id));
      assert.deepEqual(threads.map((x) => x.orderId).sort(), placed.map((o) => o.id).sort(), 'one thread per order');
      const sent = await mails();
      const toA = sent.find((m) => m.to === f.sellerA.email)!;
      assert.ok(toA.subject.includes(a.ordernumber));
      assert.ok(toA.text.includes('Keysight DSOX3034A Oscilloscope') && toA.text.includes('Ann Lee'));
      assert.ok(sent.some((m) => m.to === f.sellerB.email && m.subject.includes(b.ordernumber)));
    });

    test('the same key answers the same orders again and never places twice', async () => {
      const before = (await mails()).length;
      const first = await save(f.buyer2, [{ id: f.p.mdo, quantity: 1 }], 'retry-key');
      const again = await save(
        f.buyer2,
        [
          { id: f.p.mdo, quantity: 5 },
          { id: f.p.fpc, quantity: 1 },
        ],
        'retry-key',
      );
      assert.equal(again.status, 200);
      assert.deepEqual(again.body, first.body);
      const rows = await t.app.db
        .select()
        .from(orders)
        .where(and(eq(orders.buyerId, f.buyer2.id), eq(orders.idempotencyKey, 'retry-key')));
      assert.equal(rows.length, 1);
      assert.equal((await mails()).length, before + 1, 'the seller is mailed once');
    });

    test('two concurrent requests with one key place one set of orders', async () => {
      const body = [
        { id: f.p.fluke, quantity: 1 },
        { id: f.p.dsox3024, quantity: 1 },
      ];
      const [x, y] = await Promise.all([save(f.buyer2, body, 'race-key'), save(f.buyer2, body, 'race-key')]);
      assert.equal(x.status, 200);
      assert.equal(y.status, 200);
      assert.deepEqual((x.body as OrderWire[]).map((o) => o.id).sort(), (y.body as OrderWire[]).map((o) => o.id).sort());
      const rows = await t.app.db
        .select()
        .from(orders)
        .where(and(eq(orders.buyerId, f.buyer2.id), eq(orders.idempotencyKey, 'race-key')));
      assert.equal(rows.length, 2);
    });

    test('the key is per buyer: another buyer with the same key places its own order', async () => {
      const r = await save(f.buyer, [{ id: f.p.mdo, quantity: 1 }], 'retry-key');
      assert.equal(r.status, 200);
      assert.equal((r.body as OrderWire[])[0]!.buyerAccountData.id, f.buyer.id);
    });

    test('refuses a missing key, an empty cart, bad quantities and listings not in the shop', async () => {
      const noKey = await call('POST', 'order/save', {
        as: f.buyer,
        key: null,
        body: { product: [{ id: f.p.mdo, quantity: 1 }], total: 1 },
      });
      assert.equal(noKey.status, 400);
      assert.deepEqual(noKey.body.errors, ['The Idempotency-Key header is required to place an order.']);
      assert.deepEqual((await save(f.buyer, [])).body.errors, ['No Items Found in Cart']);
      assert.equal((await save(f.buyer, [{ id: f.p.mdo, quantity: 0 }])).status, 400);
      assert.equal((await save(f.buyer, [{ id: f.p.mdo, quantity: 99_999 }])).status, 400);
      for (const id of [f.hidden.unpublished, f.hidden.inactive]) {
        const r = await save(f.buyer, [
          { id: f.p.mdo, quantity: 1 },
          { id, quantity: 1 },
        ]);
        assert.equal(r.status, 409);
        assert.match(r.body.errors[0], /is no longer available in the shop/);
      }
      const gone = await save(f.buyer, [{ id: 999_999, quantity: 1 }]);
      assert.deepEqual(gone.body.errors, [
        'A product in your cart is no longer available in the shop. Remove it from your cart and try again.',
      ]);
      assert.equal((await save(f.buyer, [{ id: f.p.mdo, quantity: 1 }], 'x'.repeat(201))).status, 400);
    });

    test('an empty delivery address takes the buyer profile address', async () => {
      const r = await save(f.buyer, [{ id: f.p.fluke, quantity: 1 }], undefined, { deliveryaddress: '' });
      assert.equal((r.body as OrderWire[])[0]!.deliveryaddress, '1 Main St');
    });

    test("current orders: only the buyer's own New Order orders, searched, sorted by product name and paged", async () => {
      const mine = (await call('GET', 'order', { as: f.buyer })).body as OrderWire[];
      assert.ok(mine.length >= 4);
      assert.ok(mine.every((o) => o.buyerAccountData.id === f.buyer.id));
      const dates = mine.map((o) => o.orderdate);
      assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
      const shipped = mine[0]!;
      await t.app.db.update(orders).set({ status: 'Shipped' }).where(eq(orders.id, shipped.id));
      const page = async (body: object) => (await call('POST', 'order', { as: f.buyer, body })).body as OrderPage;
      const all = await page({ size: 100 });
      assert.equal(all.totalElements, mine.length - 1);
      assert.ok(!all.content.some((o) => o.id === shipped.id), 'shipped orders are history');
      const byDate = all.content.map((o) => o.orderdate);
      assert.deepEqual(byDate, [...byDate].sort(), 'default: order date ascending');
      const sorted = (await page({ size: 100, sortBy: 'productname', sortOrder: 'desc' })).content.map((o) =>
        o.product
          .map((l) => l.productname)
          .sort()[0]!
          .toLowerCase(),
      );
      assert.deepEqual(sorted, [...sorted].sort().reverse());
      const two = await page({ page: 1, size: 2 });
      assert.equal(two.content.length, 2);
      assert.equal(two.totalElements, all.totalElements);
      const search = await page({ search: 'fpc1500' });
      assert.ok(search.content.length >= 1 && search.content.every((o) => o.product.some((l) => l.productname.includes('FPC1500'))));
      const byNumber = await page({ search: all.content[0]!.ordernumber });
      assert.deepEqual(
        byNumber.content.map((o) => o.id),
        [all.content[0]!.id],
      );
    });

    test("a buyer never sees another buyer's orders", async () => {
      const other = (await call('GET', 'order', { as: f.buyer2 })).body as OrderWire[];
      assert.ok(other.length >= 3);
      assert.ok(other.every((o) => o.buyerAccountData.id === f.buyer2.id));
      const ids = new Set(((await call('GET', 'order', { as: f.buyer })).body as OrderWire[]).map((o) => o.id));
      assert.ok(other.every((o) => !ids.has(o.id)));
      const search = (await call('POST', 'order', { as: f.buyer, body: { search: other[0]!.ordernumber } })).body as OrderPage;
      assert.deepEqual(search, { content: [], totalElements: 0 });
    });

    test('orders keep the line data as ordered after the listing changes', async () => {
      const [o] = (await save(f.buyer, [{ id: f.p.fpc, quantity: 1 }])).body as OrderWire[];
      await t.app.db.update(products).set({ name: 'Renamed', price: 1 }).where(eq(products.id, f.p.fpc));
      const reloaded = ((await call('GET', 'order', { as: f.buyer })).body as OrderWire[]).find((x) => x.id === o!.id)!;
      assert.equal(reloaded.product[0]!.productname, 'FPC1500 Spectrum Analyzer');
      assert.equal(reloaded.total, 4600);
    });
  });
}
