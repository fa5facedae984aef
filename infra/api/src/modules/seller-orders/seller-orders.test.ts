import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';
import { caller } from '../../test/admin-test-kit.ts';
import { addOrder } from '../../test/order-fixtures.ts';

const mails = async (t: TestApp) => {
  await t.app.jobs.idle();
  const files = await readdir(t.config.outboxDir).catch(() => [] as string[]);
  return Promise.all(
    files.filter((f) => f.endsWith('.json')).map(async (f) => JSON.parse(await readFile(path.join(t.config.outboxDir, f), 'utf8'))),
  );
};

for (const driver of drivers) {
  describe(`seller orders (${driver})`, () => {
    let t: TestApp;
    let call: ReturnType<typeof caller>;
    let seller: TestUser;
    let other: TestUser;
    let zoe: TestUser;
    let adam: TestUser;
    const ids: Record<string, { id: number; ordernumber: string }> = {};
    const list = (who: TestUser, body: object) => call('POST', 'order/getSellerOrders', who, body);
    const numbers = (r: { status: number; body: { body?: { content: { ordernumber: string }[] } } }) => {
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return r.body.body!.content.map((o) => o.ordernumber);
    };

    before(async () => {
      t = await createTestApp(driver);
      call = caller(t);
      seller = await addTestUser(t, 'seller', { firstname: 'Mia', lastname: 'Stone', company: 'Stone Instruments' });
      other = await addTestUser(t, 'seller', { firstname: 'Carl', lastname: 'Ng' });
      zoe = await addTestUser(t, 'buyer', { firstname: 'Zoe', lastname: 'Park', company: 'Park Labs' });
      adam = await addTestUser(t, 'buyer', { firstname: 'Adam', lastname: 'Berg', company: 'Berg Metrology' });
      ids.zoeNew = await addOrder(t, { sellerId: seller.id, buyerId: zoe.id, total: 120, lines: [{ productname: 'Spectrum Analyzer' }] });
      ids.adamNew = await addOrder(t, {
        sellerId: seller.id,
        buyerId: adam.id,
        total: 80,
        address: '9 Harbor Road, Boston',
        lines: [{ productname: 'Multimeter' }, { productname: 'Probe Kit' }],
      });
      ids.adamShipped = await addOrder(t, { sellerId: seller.id, buyerId: adam.id, total: 50, status: 'Shipped' });
      ids.foreign = await addOrder(t, { sellerId: other.id, buyerId: zoe.id, total: 999, lines: [{ productname: 'Spectrum Analyzer' }] });
    });
    after(() => t.close());

    test("a status tab lists only the caller's own orders, by buyer first name by default", async () => {
      const r = await list(seller, { status: 'New Order' });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(numbers(r), [ids.adamNew!.ordernumber, ids.zoeNew!.ordernumber]);
      assert.equal(r.body.body.totalElements, 2);
      const first = r.body.body.content[0];
      assert.deepEqual(
        first.product.map((p: { productname: string }) => p.productname),
        ['Multimeter', 'Probe Kit'],
      );
      assert.deepEqual(
        [first.buyerAccountData.firstname, first.sellerAccountData.id, first.postcode],
        ['Adam', seller.id, 'Wire transfer'],
      );
      assert.deepEqual(numbers(await list(seller, { status: 'Shipped' })), [ids.adamShipped!.ordernumber]);
      assert.deepEqual(numbers(await list(seller, { status: 'Cancelled' })), []);
      assert.deepEqual(numbers(await list(other, {})), [ids.foreign!.ordernumber]);
      assert.deepEqual(numbers(await list(seller, { status: 'New Order', sortBy: 'buyerAccountData.firstname', sortOrder: 'desc' })), [
        ids.zoeNew!.ordernumber,
        ids.adamNew!.ordernumber,
      ]);
    });

    test("'Search all orders' matches order number, buyer name and company, product names and address", async () => {
      const search = async (s: string) => numbers(await list(seller, { search: s })).sort();
      assert.deepEqual(await search(ids.zoeNew!.ordernumber), [ids.zoeNew!.ordernumber]);
      assert.deepEqual(await search('zoe park'), [ids.zoeNew!.ordernumber]);
      assert.deepEqual(await search('berg metro'), [ids.adamNew!.ordernumber, ids.adamShipped!.ordernumber].sort());
      assert.deepEqual(await search('probe'), [ids.adamNew!.ordernumber]);
      assert.deepEqual(await search('harbor road'), [ids.adamNew!.ordernumber]);
      // the other seller's matching order never shows up
      assert.deepEqual(await search('spectrum'), [ids.zoeNew!.ordernumber]);
      assert.deepEqual(await search('100%'), []);
    });

    test('pages: size and page pick a window, totalElements counts them all', async () => {
      const p1 = await list(seller, { page: 1, size: 2 });
      const p2 = await list(seller, { page: 2, size: 2 });
      assert.deepEqual([p1.body.body.totalElements, numbers(p1).length, numbers(p2).length], [3, 2, 1]);
      assert.equal(new Set([...numbers(p1), ...numbers(p2)]).size, 3);
      assert.equal((await list(seller, { status: 'In Progress' })).status, 400);
    });

    test('update-status writes the row, keeps every changed field in the history and mails the buyer', async () => {
      const before = (await mails(t)).length;
      const r = await call('POST', 'order/update-status', seller, {
        orderid: ids.zoeNew!.id,
        sellerid: seller.id,
        orderStatus: 'Shipped',
        paymentStatus: 'Paid',
        comments: '  sent   by UPS ',
      });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual([r.body.orderstatus, r.body.paymentStatus, r.body.orderStatusComments], ['Shipped', 'Paid', 'sent by UPS']);
      assert.deepEqual(
        r.body.history.map((h: { by: string; field: string; from: string; to: string }) => [h.by, h.field, h.from, h.to]),
        [
          ['Mia Stone', 'status', 'New Order', 'Shipped'],
          ['Mia Stone', 'payment', 'Unpaid', 'Paid'],
          ['Mia Stone', 'comments', '', 'sent by UPS'],
        ],
      );
      assert.ok(!Number.isNaN(Date.parse(r.body.history[0].at)));
      const sent = (await mails(t)).slice(before);
      assert.equal(sent.length, 1);
      assert.equal(sent[0].to, zoe.email);
      assert.match(sent[0].subject, new RegExp(`order ${ids.zoeNew!.ordernumber} is now Shipped`));
      assert.match(sent[0].text, /from In Progress to Shipped/);
      assert.deepEqual(numbers(await list(seller, { status: 'Shipped', search: ids.zoeNew!.ordernumber })), [ids.zoeNew!.ordernumber]);

      // only the payment changes: one history row, no mail
      const paid = await call('POST', 'order/update-status', seller, {
        orderid: ids.zoeNew!.id,
        sellerid: seller.id,
        orderStatus: 'Shipped',
        paymentStatus: 'Unpaid',
        comments: 'sent by UPS',
      });
      assert.deepEqual(
        paid.body.history.slice(3).map((h: { field: string; to: string }) => [h.field, h.to]),
        [['payment', 'Unpaid']],
      );
      assert.equal((await mails(t)).length, before + 1);
    });

    test("another seller's order is 404 and stays unchanged; a foreign sellerid, a buyer and bad input are refused", async () => {
      const change = { orderid: ids.foreign!.id, sellerid: seller.id, orderStatus: 'Cancelled', paymentStatus: 'Paid', comments: 'x' };
      const r = await call('POST', 'order/update-status', seller, change);
      assert.equal(r.status, 404);
      assert.equal(r.body.code, 'ERR_NOT_FOUND');
      assert.equal((await call('POST', 'order/update-status', other, { ...change, sellerid: seller.id })).status, 404);
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, ids.foreign!.id));
      assert.deepEqual([row!.status, row!.paymentStatus, row!.comments], ['New Order', 'Unpaid', '']);
      assert.equal((await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, ids.foreign!.id))).length, 0);
      assert.equal((await call('POST', 'order/update-status', zoe, { ...change, sellerid: other.id })).status, 403);
      assert.equal((await call('POST', 'order/update-status', undefined, change)).status, 401);
      assert.equal((await list(zoe, {})).status, 403);
      const bad = await call('POST', 'order/update-status', other, { ...change, sellerid: other.id, orderStatus: 'Lost' });
      assert.equal(bad.status, 400);
      assert.equal(
        (await call('POST', 'order/update-status', other, { ...change, sellerid: other.id, comments: 'a'.repeat(501) })).body.errors[0],
        'Notes must be at most 500 characters.',
      );
    });

    test('a seller deactivated by an administrator is signed out with that reason', async () => {
      const admin = await addTestUser(t, 'admin');
      assert.equal((await call('PUT', `sellerprofile/updateAccountStatus?id=${other.id}&status=false`, admin)).status, 200);
      const raw = await call('POST', 'order/getSellerOrders', other, {});
      assert.deepEqual([raw.status, raw.body.code, raw.body.message], [401, 'ERR_ACCOUNT_DEACTIVATED', 'Please login to continue.']);
      assert.match(raw.body.errors[0], /deactivated by an administrator/);
    });
  });
}
