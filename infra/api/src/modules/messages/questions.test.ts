import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { questionTexts, type AskQuestionResponse, type MessageThread, type Order } from '@xchange/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import type { TestUser } from '../../test/test-users.ts';
import { offerClient, queuedMails } from '../offers/offers-test-kit.ts';
import { seedShop, type ShopFixture } from '../shop/shop-test-kit.ts';
import { openStream } from './stream-test-client.ts';

for (const driver of drivers) {
  describe(`questions about a listing before ordering, docs/product.md §2.5 (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let api: ReturnType<typeof offerClient>;
    let base: string;
    const ask = (as: TestUser | undefined, productId: number, messagetext = 'Does it come with the original probes?') =>
      api('POST', 'message/question', { as, body: { productId, messagetext } });
    const threads = async (as: TestUser) => (await api('GET', 'message/getAll', { as })).body as MessageThread[];
    const reply = (as: TestUser, threadid: number, buyer: TestUser, seller: TestUser, messagetext = 'Yes, all four.') =>
      api('POST', 'message', {
        as,
        body: {
          threadid,
          buyerId: buyer.id,
          sellerId: seller.id,
          usertype: as.role === 'seller' ? 'seller' : 'buyer',
          messagetext,
          notify: true,
        },
      });
    const order = (as: TestUser, ...ids: number[]) =>
      api('POST', 'order/save', {
        as,
        body: {
          product: ids.map((id) => ({ id, quantity: 1 })),
          deliveryaddress: '9 Dock Rd, Austin',
          postcode: 'Wire transfer',
          total: 1,
        },
      });

    before(async () => {
      t = await createTestApp(driver);
      f = await seedShop(t);
      api = offerClient(t);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    after(() => t.close());

    test('only a buyer asks, about a listing the shop shows, with a message of the usual length', async () => {
      assert.equal((await ask(undefined, f.p.dsox)).status, 401);
      const own = await ask(f.sellerA, f.p.dsox);
      assert.equal(own.status, 403, 'a seller cannot ask about their own listing');
      assert.equal((await ask(f.sellerB, f.p.dsox)).status, 403, 'sellers do not ask');
      assert.equal((await ask(f.admin, f.p.dsox)).status, 403);
      for (const hidden of Object.values(f.hidden)) {
        const r = await ask(f.buyer, hidden);
        assert.deepEqual([r.status, r.error], [404, questionTexts.listingUnavailable], 'unpublished or its seller is off');
      }
      assert.deepEqual((await ask(f.buyer, 999_999)).error, questionTexts.listingUnavailable);
      const empty = await ask(f.buyer, f.p.dsox, '   ');
      assert.deepEqual([empty.status, empty.error], [400, 'Required.']);
      assert.equal((await ask(f.buyer, f.p.dsox, 'x'.repeat(2001))).status, 400);
      assert.deepEqual(await threads(f.buyer), [], 'a refused question leaves no thread');
    });

    test('a question opens a thread about the listing, mailed to the seller and live on both streams', async () => {
      const sellerStream = await openStream(base, '/api/v1/message/stream', f.sellerB);
      const buyerStream = await openStream(base, '/api/v1/message/stream', f.buyer);
      try {
        const asked = await ask(f.buyer, f.p.fpc, '  Is the tracking generator option installed?  ');
        assert.equal(asked.status, 200, asked.raw);
        const { threadid, message } = asked.body as AskQuestionResponse;
        assert.deepEqual(
          [message.usertype, message.messagetext, message.notify],
          ['buyer', 'Is the tracking generator option installed?', true],
        );

        const [mine] = await threads(f.buyer);
        assert.deepEqual(
          { ...mine!, messageContentObject: mine!.messageContentObject.length },
          {
            threadid,
            kind: 'question',
            orderid: null,
            listing: { id: f.p.fpc, productname: 'FPC1500 Spectrum Analyzer' },
            messageContentObject: 1,
            orderData: {
              buyerAccountData: { id: f.buyer.id, firstname: f.buyer.firstname, lastname: f.buyer.lastname },
              sellerAccountData: { id: f.sellerB.id, firstname: 'Elena', lastname: 'Rossi', company: 'Midwest Lab' },
              product: [],
            },
          },
        );
        const [theirs] = await threads(f.sellerB);
        assert.equal(theirs!.threadid, threadid);
        assert.equal(theirs!.messageContentObject[0]!.notify, true, 'unread for the seller');

        const mails = (await queuedMails(t)).filter((m) => m.to === f.sellerB.email);
        assert.equal(mails.length, 1);
        assert.match(mails[0]!.subject, /a question about FPC1500 Spectrum Analyzer/);
        assert.match(mails[0]!.text, /Is the tracking generator option installed\?/);

        const event = { type: 'message', threadid, orderid: null, message };
        await sellerStream.until(() => sellerStream.events.some((e) => e.type === 'message'), 'the seller hears the question');
        assert.deepEqual(
          sellerStream.events.filter((e) => e.type === 'message'),
          [event],
        );
        assert.ok(
          sellerStream.events.some((e) => e.type === 'unread' && e.unread),
          'the seller learns of an unread message',
        );
        await buyerStream.until(() => buyerStream.events.some((e) => e.type === 'message'), 'the buyer hears it too');

        const again = await ask(f.buyer, f.p.fpc, 'And the carrying case?');
        assert.equal((again.body as AskQuestionResponse).threadid, threadid, 'a second question adds to the same thread');
        assert.equal((await threads(f.buyer)).length, 1);
      } finally {
        sellerStream.close();
        buyerStream.close();
      }
    });

    test('the seller answers in the thread; only its parties read, write and clear it', async () => {
      const { threadid } = (await ask(f.buyer2, f.p.mdo, 'What firmware does it run?')).body as AskQuestionResponse;
      const before = (await queuedMails(t)).length;
      const answered = await reply(f.sellerA, threadid, f.buyer2, f.sellerA, 'The latest, 1.8.');
      assert.equal(answered.status, 200, answered.raw);
      const mails = (await queuedMails(t)).slice(before);
      assert.deepEqual(
        mails.map((m) => m.to),
        [f.buyer2.email],
      );
      assert.match(mails[0]!.subject, /Pacific Test answered about MDO34 Mixed Domain Oscilloscope/);

      const followUp = await reply(f.buyer2, threadid, f.buyer2, f.sellerA, 'Thanks, ordering soon.');
      assert.equal(followUp.status, 200);
      const thread = (await threads(f.buyer2)).find((th) => th.threadid === threadid)!;
      assert.deepEqual(
        thread.messageContentObject.map((m) => [m.usertype, m.messagetext]),
        [
          ['buyer', 'What firmware does it run?'],
          ['seller', 'The latest, 1.8.'],
          ['buyer', 'Thanks, ordering soon.'],
        ],
      );

      // outsiders: another buyer, another seller (404, existence hidden), an admin (403), a visitor (401)
      assert.equal((await reply(f.buyer, threadid, f.buyer2, f.sellerA, 'Intrusion')).status, 404);
      assert.equal((await reply(f.buyer, threadid, f.buyer, f.sellerA, 'Intrusion')).status, 404);
      assert.equal((await reply(f.sellerB, threadid, f.buyer2, f.sellerA, 'Intrusion')).status, 404);
      assert.equal((await reply(f.admin, threadid, f.buyer2, f.sellerA, 'Intrusion')).status, 403);
      const visitor = await api('POST', 'message', {
        body: { threadid, buyerId: f.buyer2.id, sellerId: f.sellerA.id, usertype: 'buyer', messagetext: 'Hi', notify: true },
      });
      assert.equal(visitor.status, 401);
      assert.ok((await threads(f.buyer)).every((th) => th.threadid !== threadid));
      assert.ok((await threads(f.sellerB)).every((th) => th.threadid !== threadid));
      const ids = await reply(f.buyer2, threadid, f.buyer2, f.sellerB, 'Wrong seller');
      assert.deepEqual([ids.status, ids.error], [403, 'The buyer and seller do not match this conversation.']);

      const both = await api('POST', 'message', {
        as: f.buyer2,
        body: { threadid, orderid: 1, buyerId: f.buyer2.id, sellerId: f.sellerA.id, usertype: 'buyer', messagetext: 'Hi' },
      });
      assert.deepEqual([both.status, both.error], [400, questionTexts.oneTarget]);

      // read marks: by thread id, the caller's own threads only
      assert.equal((await api('PUT', `message/closeNotification?thread=${threadid}&status=false`, { as: f.buyer })).status, 404);
      assert.equal((await api('PUT', `message/closeNotification?thread=${threadid}&status=false`, { as: f.sellerB })).status, 404);
      assert.equal((await api('PUT', 'message/closeNotification?status=false', { as: f.sellerA })).status, 400);
      assert.equal((await api('PUT', `message/closeNotification?thread=${threadid}&status=false`, { as: f.sellerA })).status, 200);
      const seen = (await threads(f.sellerA)).find((th) => th.threadid === threadid)!;
      assert.deepEqual(
        seen.messageContentObject.map((m) => [m.usertype, m.notify]),
        [
          ['buyer', false],
          ['seller', true],
          ['buyer', false],
        ],
      );
    });

    test("ordering the listing from its seller turns the question into the order's thread, and nothing else does", async () => {
      const { threadid } = (await ask(f.buyer2, f.p.dsox, 'Is it still under warranty?')).body as AskQuestionResponse;
      const { threadid: otherBuyers } = (await ask(f.buyer, f.p.dsox, 'Can you ship to Denver?')).body as AskQuestionResponse;

      // another listing of the same seller: the question stays a question
      const fluke = await order(f.buyer2, f.p.fluke);
      assert.equal(fluke.status, 200, fluke.raw);
      let mine = await threads(f.buyer2);
      assert.equal(mine.find((th) => th.threadid === threadid)!.kind, 'question');
      const flukeThread = mine.find((th) => th.orderid === (fluke.body as Order[])[0]!.id)!;
      assert.equal(flukeThread.kind, 'order');
      assert.deepEqual(flukeThread.messageContentObject, [], 'a new, empty thread for that order');

      // the asked-about listing, in a cart with another seller's listing
      const placed = await order(f.buyer2, f.p.dsox, f.p.dsox3024);
      assert.equal(placed.status, 200, placed.raw);
      mine = await threads(f.buyer2);
      const adopted = mine.find((th) => th.threadid === threadid)!;
      assert.equal(adopted.kind, 'order');
      assert.equal(adopted.listing, undefined);
      const dsoxOrder = (placed.body as Order[]).find((o) => o.sellerAccountData.id === f.sellerA.id)!;
      assert.equal(adopted.orderid, dsoxOrder.id);
      assert.deepEqual(
        adopted.orderData.product.map((p) => p.productname),
        ['Keysight DSOX3034A Oscilloscope'],
      );
      assert.deepEqual(
        adopted.messageContentObject.map((m) => m.messagetext),
        ['Is it still under warranty?'],
      );
      const sellerBThread = mine.find((th) => th.orderData.sellerAccountData.id === f.sellerB.id && th.kind === 'order')!;
      assert.notEqual(sellerBThread.threadid, threadid);
      assert.ok(
        mine.every((th) => th.kind === 'order' || th.listing?.id !== f.p.dsox),
        'no open question about it is left',
      );

      // the order's messages go to the same thread, by order id as the order screens send them
      const byOrder = await api('POST', 'message', {
        as: f.sellerA,
        body: { orderid: adopted.orderid, buyerId: f.buyer2.id, sellerId: f.sellerA.id, usertype: 'seller', messagetext: 'Yes, 1 year.' },
      });
      assert.equal(byOrder.status, 200, byOrder.raw);
      const after = (await threads(f.sellerA)).find((th) => th.threadid === threadid)!;
      assert.equal(after.messageContentObject.length, 2);

      // another buyer's question about the same listing is theirs alone and stays open
      assert.equal((await threads(f.buyer)).find((th) => th.threadid === otherBuyers)!.kind, 'question');
      // asking again after ordering opens a new question thread
      const next = (await ask(f.buyer2, f.p.dsox, 'Does it ship with a calibration certificate?')).body as AskQuestionResponse;
      assert.notEqual(next.threadid, threadid);
    });
  });
}
