import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { messageThreads } from '../../db/schema/index.ts';
import { drivers } from '../../test/test-db.ts';
import { MessageHub } from './message-hub.ts';
import { messageRoutes } from './routes.ts';
import { openStream } from './stream-test-client.ts';
import { addOrder, addParties, type MessagesFixture } from './test-kit.ts';

for (const driver of drivers) {
  describe(`message stream (${driver})`, () => {
    let t: TestApp;
    let f: MessagesFixture;
    let base: string;
    const testHub = new MessageHub();

    before(async () => {
      t = await createTestApp(driver, {
        // a second mount with a short heartbeat and a hub the test can inspect
        extend: async (app) => {
          await app.register(messageRoutes, { prefix: '/test-stream', hub: testHub, heartbeatMs: 50, maxStreamsPerUser: 2 });
        },
      });
      f = await addParties(t);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    after(() => t.close());

    test('a stream needs a signed-in buyer or seller', async () => {
      const visitor = await fetch(`${base}/api/v1/message/stream`);
      assert.equal(visitor.status, 401);
      assert.equal(((await visitor.json()) as { message: string }).message, 'Please login to continue.');
      const bad = await fetch(`${base}/api/v1/message/stream`, { headers: { authorization: 'Bearer nonsense' } });
      assert.equal(bad.status, 401);
      const admin = await fetch(`${base}/api/v1/message/stream`, { headers: f.admin.auth });
      assert.equal(admin.status, 403);
      await admin.body?.cancel();
    });

    test("a message reaches both parties' open streams, and unread changes reach the recipient", async () => {
      const order = await addOrder(t, f.buyerA, f.sellerA);
      const seller = await openStream(base, '/api/v1/message/stream', f.sellerA);
      const buyer = await openStream(base, '/api/v1/message/stream', f.buyerA);
      const outsider = await openStream(base, '/api/v1/message/stream', f.sellerB);
      try {
        assert.equal(seller.response.status, 200);
        assert.match(seller.response.headers.get('content-type') ?? '', /^text\/event-stream/);
        assert.equal(seller.response.headers.get('x-accel-buffering'), 'no');
        await seller.until(() => seller.events.length === 1, 'the initial unread state');
        assert.deepEqual(seller.events, [{ type: 'unread', unread: false }]);

        const sent = await t.app.inject({
          method: 'POST',
          url: '/api/v1/message',
          headers: f.buyerA.auth,
          payload: { orderid: order.id, buyerId: f.buyerA.id, sellerId: f.sellerA.id, usertype: 'buyer', messagetext: 'Live?' },
        });
        assert.equal(sent.statusCode, 200);
        await seller.until(() => seller.events.length === 3, 'the message and unread events');
        const [thread] = await t.app.db.select().from(messageThreads).where(eq(messageThreads.orderId, order.id));
        assert.deepEqual(seller.events.slice(1), [
          { type: 'message', threadid: thread!.id, orderid: order.id, message: sent.json() },
          { type: 'unread', unread: true },
        ]);
        await buyer.until(() => buyer.events.some((e) => e.type === 'message'), "the sender's own copy");
        assert.ok(!buyer.events.some((e) => e.type === 'unread' && e.unread), 'the sender has nothing unread');

        const read = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/message/closeNotification?id=${order.id}&status=false`,
          headers: f.sellerA.auth,
        });
        assert.equal(read.statusCode, 200);
        await seller.until(() => seller.events.length === 4, 'the cleared unread state');
        assert.deepEqual(seller.events[3], { type: 'unread', unread: false });
        await new Promise((r) => setTimeout(r, 100));
        assert.deepEqual(outsider.events, [{ type: 'unread', unread: false }], 'another seller hears nothing');
      } finally {
        seller.close();
        buyer.close();
        outsider.close();
      }
    });

    test('heartbeat comments keep the stream alive and a closed stream is cleaned up', async () => {
      const stream = await openStream(base, '/test-stream/message/stream', f.buyerB);
      await stream.until(() => stream.comments.includes('heartbeat'), 'a heartbeat');
      assert.equal(testHub.count(f.buyerB.id), 1);
      stream.close();
      const deadline = Date.now() + 5000;
      while (testHub.count(f.buyerB.id) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      assert.equal(testHub.count(f.buyerB.id), 0);
    });

    test('one user may hold only a few streams open at once', async () => {
      const first = await openStream(base, '/test-stream/message/stream', f.sellerB);
      const second = await openStream(base, '/test-stream/message/stream', f.sellerB);
      try {
        const third = await fetch(`${base}/test-stream/message/stream`, { headers: f.sellerB.auth });
        assert.equal(third.status, 429);
        assert.deepEqual(((await third.json()) as { errors: string[] }).errors, [
          'Too many open message streams. Close other tabs of the site and try again.',
        ]);
      } finally {
        first.close();
        second.close();
      }
    });
  });
}
