import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Message, MessageThread } from '@xchange/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import type { TestUser } from '../../test/test-users.ts';
import { addOrder, addParties, apiClient, type MessagesFixture } from './test-kit.ts';

for (const driver of drivers) {
  describe(`messages (${driver})`, () => {
    let t: TestApp;
    let f: MessagesFixture;
    let call: ReturnType<typeof apiClient>;
    let orderA: { id: number; ordernumber: string };
    let orderA2: { id: number; ordernumber: string };
    let orderB: { id: number; ordernumber: string };
    const threads = async (as: TestUser) => (await call('GET', 'message/getAll', { as })).body as MessageThread[];
    const body = (orderid: number, buyer: TestUser, seller: TestUser, usertype: 'buyer' | 'seller', messagetext = 'Hello') => ({
      orderid,
      buyerId: buyer.id,
      sellerId: seller.id,
      usertype,
      messagetext,
      notify: true,
    });

    before(async () => {
      t = await createTestApp(driver);
      call = apiClient(t);
      f = await addParties(t);
      orderA = await addOrder(t, f.buyerA, f.sellerA, { name: 'Keysight DSOX3034A Oscilloscope', price: 8200 });
      orderA2 = await addOrder(t, f.buyerA, f.sellerB, { name: 'Rigol DP832 Power Supply', price: 390 });
      orderB = await addOrder(t, f.buyerB, f.sellerB);
    });
    after(() => t.close());

    test('visitors are asked to log in on every call', async () => {
      for (const [method, url] of [
        ['GET', 'message/getAll'],
        ['POST', 'message'],
        ['PUT', `message/closeNotification?id=${orderA.id}&status=false`],
        ['GET', 'message/stream'],
      ] as const) {
        const r = await call(method, url, method === 'POST' ? { body: body(orderA.id, f.buyerA, f.sellerA, 'buyer') } : {});
        assert.equal(r.status, 401, url);
        assert.equal(r.body.message, 'Please login to continue.');
      }
    });

    test('admins have no messages', async () => {
      assert.equal((await call('GET', 'message/getAll', { as: f.admin })).status, 403);
      assert.equal((await call('POST', 'message', { as: f.admin, body: body(orderA.id, f.buyerA, f.sellerA, 'buyer') })).status, 403);
    });

    test('a buyer starts a thread; both parties see it with the order data, unread only for the seller', async () => {
      assert.deepEqual(await threads(f.buyerA), []);
      const sent = await call('POST', 'message', {
        as: f.buyerA,
        body: body(orderA.id, f.buyerA, f.sellerA, 'buyer', '  Is it calibrated?  '),
      });
      assert.equal(sent.status, 200);
      const message = sent.body as Message;
      assert.equal(message.usertype, 'buyer');
      assert.equal(message.messagetext, 'Is it calibrated?');
      assert.equal(message.notify, true);
      assert.ok(!Number.isNaN(Date.parse(message.messagedate)));

      const [mine] = await threads(f.buyerA);
      assert.equal(mine!.orderid, orderA.id);
      assert.deepEqual(mine!.orderData, {
        ordernumber: orderA.ordernumber,
        buyerAccountData: { id: f.buyerA.id, firstname: 'Bea', lastname: 'Adams' },
        sellerAccountData: { id: f.sellerA.id, firstname: 'Sam', lastname: 'Allen', company: 'Allen Instruments' },
        product: [{ productname: 'Keysight DSOX3034A Oscilloscope', price: 8200 }],
      });
      const sellers = await threads(f.sellerA);
      assert.deepEqual(
        sellers.map((th) => th.orderid),
        [orderA.id],
      );
      assert.deepEqual(sellers[0]!.messageContentObject, [message]);
    });

    test('the seller replies; threads come newest activity first', async () => {
      await call('POST', 'message', { as: f.buyerA, body: body(orderA2.id, f.buyerA, f.sellerB, 'buyer', 'Second order question') });
      assert.deepEqual(
        (await threads(f.buyerA)).map((th) => th.orderid),
        [orderA2.id, orderA.id],
      );
      const reply = await call('POST', 'message', {
        as: f.sellerA,
        body: body(orderA.id, f.buyerA, f.sellerA, 'seller', 'Yes, last month.'),
      });
      assert.equal(reply.status, 200);
      const list = await threads(f.buyerA);
      assert.deepEqual(
        list.map((th) => th.orderid),
        [orderA.id, orderA2.id],
      );
      assert.deepEqual(
        list[0]!.messageContentObject.map((m) => [m.usertype, m.messagetext]),
        [
          ['buyer', 'Is it calibrated?'],
          ['seller', 'Yes, last month.'],
        ],
      );
    });

    test("closeNotification clears only the other party's flags, for the caller's thread", async () => {
      const r = await call('PUT', `message/closeNotification?id=${orderA.id}&status=false`, { as: f.buyerA });
      assert.equal(r.status, 200);
      const thread = (await threads(f.buyerA)).find((th) => th.orderid === orderA.id)!;
      assert.deepEqual(
        thread.messageContentObject.map((m) => [m.usertype, m.notify]),
        [
          ['buyer', true],
          ['seller', false],
        ],
      );
      await call('PUT', `message/closeNotification?id=${orderA.id}&status=false`, { as: f.sellerA });
      const seen = (await threads(f.sellerA)).find((th) => th.orderid === orderA.id)!;
      assert.deepEqual(
        seen.messageContentObject.map((m) => m.notify),
        [false, false],
      );
      // an order of the caller's without a thread yet: nothing to clear
      const fresh = await addOrder(t, f.buyerA, f.sellerA);
      assert.equal((await call('PUT', `message/closeNotification?id=${fresh.id}&status=false`, { as: f.buyerA })).status, 200);
      assert.equal((await call('PUT', `message/closeNotification?id=${orderA.id}&status=true`, { as: f.buyerA })).status, 400);
      assert.equal((await call('PUT', 'message/closeNotification?id=x&status=false', { as: f.buyerA })).status, 400);
    });

    test("buyer B can neither read, write to nor clear buyer A's thread", async () => {
      await call('POST', 'message', { as: f.buyerB, body: body(orderB.id, f.buyerB, f.sellerB, 'buyer', 'My own') });
      assert.deepEqual(
        (await threads(f.buyerB)).map((th) => th.orderid),
        [orderB.id],
      );
      const forged = await call('POST', 'message', { as: f.buyerB, body: body(orderA.id, f.buyerA, f.sellerA, 'buyer', 'Intrusion') });
      assert.equal(forged.status, 404);
      const ownIds = await call('POST', 'message', { as: f.buyerB, body: body(orderA.id, f.buyerB, f.sellerA, 'buyer', 'Intrusion') });
      assert.equal(ownIds.status, 404);
      const sellerA = await call('PUT', `message/closeNotification?id=${orderA.id}&status=false`, { as: f.buyerB });
      assert.equal(sellerA.status, 404);
      assert.equal((await call('POST', 'message', { as: f.buyerB, body: body(999_999, f.buyerB, f.sellerA, 'buyer') })).status, 404);
      const texts = (await threads(f.buyerA)).flatMap((th) => th.messageContentObject.map((m) => m.messagetext));
      assert.ok(!texts.includes('Intrusion'));
    });

    test("seller B can neither read, write to nor clear seller A's thread", async () => {
      assert.ok((await threads(f.sellerB)).every((th) => th.orderid !== orderA.id));
      const forged = await call('POST', 'message', { as: f.sellerB, body: body(orderA.id, f.buyerA, f.sellerA, 'seller', 'Intrusion') });
      assert.equal(forged.status, 404);
      assert.equal((await call('PUT', `message/closeNotification?id=${orderA.id}&status=false`, { as: f.sellerB })).status, 404);
    });

    test("the usertype must be the caller's role and the ids must match the order", async () => {
      const asSeller = await call('POST', 'message', { as: f.buyerA, body: body(orderA.id, f.buyerA, f.sellerA, 'seller') });
      assert.equal(asSeller.status, 403);
      assert.deepEqual(asSeller.body.errors, ['You can only send messages as a buyer.']);
      const wrongSeller = await call('POST', 'message', { as: f.buyerA, body: body(orderA.id, f.buyerA, f.sellerB, 'buyer') });
      assert.equal(wrongSeller.status, 403);
      assert.deepEqual(wrongSeller.body.errors, ['The buyer and seller do not match this order.']);
      const empty = await call('POST', 'message', { as: f.buyerA, body: body(orderA.id, f.buyerA, f.sellerA, 'buyer', '   ') });
      assert.equal(empty.status, 400);
      assert.deepEqual(empty.body.errors, ['Required.']);
      const tooLong = await call('POST', 'message', {
        as: f.buyerA,
        body: body(orderA.id, f.buyerA, f.sellerA, 'buyer', 'x'.repeat(2001)),
      });
      assert.equal(tooLong.status, 400);
    });
  });
}
