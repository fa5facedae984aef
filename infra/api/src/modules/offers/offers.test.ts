import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { offerTexts, type Offer, type OfferPage } from '@xchange/contract';
import { auditLog, orderLines, orders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import type { TestUser } from '../../test/test-users.ts';
import { seedShop, type ShopFixture } from '../shop/shop-test-kit.ts';
import { openStream } from '../messages/stream-test-client.ts';
import { addListing, movableClock, offerClient, queuedMails } from './offers-test-kit.ts';

for (const driver of drivers) {
  describe(`offers and quote requests, docs/product.md §2.11 (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let api: ReturnType<typeof offerClient>;
    let base: string;
    const clock = movableClock();
    const offer = (as: TestUser | undefined, productId: number, amount?: number, extra: object = {}) =>
      api('POST', 'offers', {
        as,
        body: { productId, ...(amount === undefined ? {} : { amount }), message: 'Would you take this?', ...extra },
      });
    const act = (as: TestUser | undefined, id: number, action: string, body: object = {}) =>
      api('POST', `offers/${id}/${action}`, { as, body });

    before(async () => {
      t = await createTestApp(driver, { now: clock.now });
      f = await seedShop(t);
      api = offerClient(t);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    after(() => t.close());

    test('who may make an offer: a buyer, on a listing the shop shows, that takes offers', async () => {
      const id = await addListing(t, f.sellerA.id);
      assert.equal((await offer(undefined, id, 900)).status, 401);
      assert.equal((await offer(f.sellerB, id, 900)).status, 403, 'sellers do not make offers');
      assert.equal((await offer(f.admin, id, 900)).status, 403);
      for (const hidden of Object.values(f.hidden)) {
        const r = await offer(f.buyer, hidden, 900);
        assert.deepEqual([r.status, r.error], [404, offerTexts.listingUnavailable], 'inactive, unpaid or unpublished listings take none');
      }
      const off = await addListing(t, f.sellerA.id, { acceptOffers: false });
      assert.deepEqual([(await offer(f.buyer, off, 900)).error], [offerTexts.offersOff]);
      const onRequest = await addListing(t, f.sellerA.id, { priceOnRequest: true });
      assert.deepEqual((await offer(f.buyer, onRequest, 900)).error, offerTexts.priceOnRequest);
      assert.deepEqual((await offer(f.buyer, id, undefined, { kind: 'quote' })).error, offerTexts.quoteNotOnRequest);
      const bad = await offer(f.buyer, id, -5);
      assert.deepEqual([bad.status, bad.error], [400, offerTexts.amountInvalid]);
      assert.equal((await offer(f.buyer, id, 900, { message: 'x'.repeat(1001) })).status, 400);
      assert.equal((await offer(f.buyer, id, 10_000_000_000)).status, 400);
    });

    test('offer, counter, counter back, accept, order at the agreed amount: each actor may only do its part', async () => {
      const id = await addListing(t, f.sellerA.id, { price: 9000 });
      const made = await offer(f.buyer, id, 6000, { quantity: 2 });
      assert.equal(made.status, 200, made.raw);
      const o = made.body as Offer;
      assert.deepEqual([o.status, o.waitingFor, o.amount, o.quantity, o.askingPrice], ['open', 'seller', 6000, 2, 9000]);
      assert.equal(new Date(o.expiresAt!).getTime() - new Date(o.createdAt).getTime(), 48 * 3_600_000);

      const again = await offer(f.buyer, id, 6500);
      assert.deepEqual([again.status, again.error], [409, offerTexts.oneOpen]);
      // who sees it
      assert.equal((await api('GET', `offers/${o.id}`)).status, 401);
      for (const other of [f.buyer2, f.sellerB]) assert.equal((await api('GET', `offers/${o.id}`, { as: other })).status, 404);
      assert.equal((await api('GET', `offers/${o.id}`, { as: f.admin })).status, 403);
      assert.equal((await api('GET', `offers/${o.id}`, { as: f.sellerA })).status, 200);
      // out of turn or the wrong side
      assert.deepEqual((await act(f.buyer, o.id, 'accept')).error, offerTexts.notYourTurn('seller'));
      assert.equal((await act(f.buyer, o.id, 'decline')).status, 403);
      assert.equal((await act(f.sellerA, o.id, 'withdraw')).status, 403);
      for (const other of [f.buyer2, f.sellerB]) {
        for (const action of ['accept', 'decline', 'withdraw']) assert.equal((await act(other, o.id, action)).status, 404);
        assert.equal((await act(other, o.id, 'counter', { amount: 1 })).status, 404);
      }
      assert.equal((await act(undefined, o.id, 'accept')).status, 401);
      assert.equal((await act(f.admin, o.id, 'accept')).status, 403);

      const countered = await act(f.sellerA, o.id, 'counter', { amount: 8000, message: 'Meet me here' });
      assert.deepEqual([countered.body.status, countered.body.waitingFor, countered.body.amount], ['countered', 'buyer', 8000]);
      assert.equal((await act(f.sellerA, o.id, 'counter', { amount: 7900 })).status, 409, 'not the seller turn');
      const withdraw = await act(f.buyer, o.id, 'withdraw');
      assert.deepEqual([withdraw.status, withdraw.error], [409, offerTexts.cannotMove('countered', 'withdraw')]);
      const back = await act(f.buyer, o.id, 'counter', { amount: 7000 });
      assert.deepEqual([back.body.waitingFor, back.body.countersLeft], ['seller', { buyer: 2, seller: 2 }]);
      const accepted = await act(f.sellerA, o.id, 'accept');
      assert.deepEqual([accepted.body.status, accepted.body.amount], ['accepted', 7000]);
      for (const action of ['accept', 'decline', 'withdraw'])
        assert.equal((await act(f.sellerA, o.id, action)).status, action === 'withdraw' ? 403 : 409);
      assert.equal((await act(f.sellerA, o.id, 'counter', { amount: 7500 })).status, 409);

      // the order
      assert.equal((await api('POST', `offers/${o.id}/order`, { as: f.sellerA, body: {} })).status, 403);
      assert.equal((await api('POST', `offers/${o.id}/order`, { as: f.buyer2, body: {} })).status, 404);
      assert.equal((await api('POST', `offers/${o.id}/order`, { as: f.buyer, body: {}, key: null })).status, 400);
      const placed = await api('POST', `offers/${o.id}/order`, { as: f.buyer, body: { deliveryaddress: '9 Dock Rd' }, key: 'agreed-1' });
      assert.equal(placed.status, 200, placed.raw);
      const orderId = placed.body.orderId as number;
      assert.equal(placed.body.offer.status, 'ordered');
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
      assert.deepEqual([row!.total, row!.sellerId, row!.buyerId, row!.deliveryaddress], [14000, f.sellerA.id, f.buyer.id, '9 Dock Rd']);
      const [line] = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
      assert.deepEqual([line!.price, line!.discountPrice, line!.quantity], [7000, null, 2]);
      const retry = await api('POST', `offers/${o.id}/order`, { as: f.buyer, body: {}, key: 'agreed-1' });
      const other = await api('POST', `offers/${o.id}/order`, { as: f.buyer, body: {}, key: 'agreed-2' });
      assert.deepEqual([retry.body.orderId, other.body.orderId], [orderId, orderId]);
      // the seller sees it among its new orders at that amount
      const sellerOrders = await api('POST', 'order/getSellerOrders', { as: f.sellerA, body: { page: 1, size: 50, status: 'New Order' } });
      assert.ok(JSON.stringify(sellerOrders.body).includes(`"total":14000`), sellerOrders.raw);

      const full = (await api('GET', `offers/${o.id}`, { as: f.buyer })).body as Offer;
      assert.deepEqual(
        full.history!.map((h) => [h.by, h.step, h.amount]),
        [
          ['buyer', 'offer', 6000],
          ['seller', 'counter', 8000],
          ['buyer', 'counter', 7000],
          ['seller', 'accept', 7000],
          ['buyer', 'order', 7000],
        ],
      );
      const audited = await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `offer ${o.id}`));
      assert.deepEqual(audited.map((a) => a.action).sort(), [
        'offer.accept',
        'offer.counter',
        'offer.counter',
        'offer.offer',
        'offer.order',
      ]);
      const mails = await queuedMails(t);
      assert.ok(mails.some((m) => m.to === f.sellerA.email && m.text.includes('made an offer') && m.text.includes('Would you take this?')));
      assert.ok(mails.some((m) => m.to === f.buyer.email && m.text.includes('countered your offer') && m.text.includes('$8,000')));
      assert.ok(mails.some((m) => m.to === f.buyer.email && m.text.includes('accepted the offer')));
      assert.ok(mails.some((m) => m.to === f.sellerA.email && m.text.includes('ordered the accepted offer')));
    });

    test('lists by role and state with counts; the wrong role or an admin is refused', async () => {
      const page = await api('GET', 'offers?role=buyer&status=ordered', { as: f.buyer });
      const p = page.body as OfferPage;
      assert.ok(p.content.length >= 1 && p.content.every((o) => o.status === 'ordered' && o.buyer.id === f.buyer.id));
      assert.equal(p.totalElements, p.counts.ordered);
      const seller = (await api('GET', 'offers?role=seller', { as: f.sellerA })).body as OfferPage;
      assert.ok(seller.content.every((o) => o.seller.id === f.sellerA.id));
      assert.equal((await api('GET', 'offers?role=seller', { as: f.buyer })).status, 403);
      assert.equal((await api('GET', 'offers?role=buyer', { as: f.sellerA })).status, 403);
      assert.equal((await api('GET', 'offers?role=buyer', { as: f.admin })).status, 403);
      assert.equal((await api('GET', 'offers?role=buyer')).status, 401);
      assert.equal((await api('GET', 'offers?role=nobody', { as: f.buyer })).status, 400);
      assert.equal((await api('GET', 'offers?role=seller', { as: f.sellerB })).body.totalElements, 0);
      const accepted = (await api('GET', 'offers?role=buyer&tab=accepted', { as: f.buyer })).body as OfferPage;
      assert.ok(accepted.content.length >= 1 && accepted.content.every((o) => o.status === 'accepted' || o.status === 'ordered'));
      assert.equal(accepted.totalElements, (accepted.counts.accepted ?? 0) + (accepted.counts.ordered ?? 0));
      const tabAndStatus = (await api('GET', 'offers?role=buyer&tab=open&status=ordered', { as: f.buyer })).body as OfferPage;
      assert.deepEqual([tabAndStatus.content.length, tabAndStatus.totalElements], [0, 0]);
      const badTab = await api('GET', 'offers?role=buyer&tab=sold', { as: f.buyer });
      assert.equal(badTab.status, 400);
      assert.match(JSON.stringify(badTab.body), /Tab must be one of/);
    });

    test("the seller's auto amounts accept or decline at once, also a buyer's counter, and never reach the buyer", async () => {
      const id = await addListing(t, f.sellerA.id, { price: 9000, autoDeclineBelow: 5000, autoAcceptAt: 8000 });
      const low = await offer(f.buyer, id, 4999.99);
      assert.deepEqual([low.body.status, low.body.history.at(-1).step], ['declined', 'auto-decline']);
      const high = await offer(f.buyer2, id, 8000);
      assert.deepEqual([high.body.status, high.body.waitingFor], ['accepted', 'buyer']);
      const mid = await offer(f.buyer, id, 6000);
      assert.equal(mid.body.status, 'open');
      await act(f.sellerA, mid.body.id, 'counter', { amount: 8500 });
      const counteredHigh = await act(f.buyer, mid.body.id, 'counter', { amount: 8200 });
      assert.deepEqual([counteredHigh.body.status, counteredHigh.body.amount], ['accepted', 8200]);
      for (const raw of [low.raw, high.raw, mid.raw, counteredHigh.raw])
        assert.doesNotMatch(raw, /auto(accept|decline)|5000|"8000\.|autoAccept|autoDecline/i);
      // product answers to a buyer or visitor carry the flags, never the amounts
      for (const as of [undefined, f.buyer]) {
        const shown = await api('GET', `product/${f.p.dsox}`, { as });
        assert.equal(shown.status, 200);
        assert.equal('acceptoffers' in shown.body, true);
        assert.doesNotMatch(shown.raw, /autoacceptat|autodeclinebelow/);
      }
      const admin = await api('GET', `admin/offers?productId=${id}`, { as: f.admin });
      assert.doesNotMatch(admin.raw, /autoacceptat|autodeclinebelow|autoAccept|autoDecline/);
      // the listing's page read by anyone but its seller never carries them; its seller's edit form reads them there
      for (const as of [undefined, f.buyer, f.sellerB, f.admin]) {
        const shown = await api('GET', `product/${id}`, { as });
        assert.doesNotMatch(shown.raw, /autoacceptat|autodeclinebelow/);
      }
      const own = await api('GET', `product/${id}`, { as: f.sellerA });
      assert.deepEqual([own.body.autodeclinebelow, own.body.autoacceptat], [5000, 8000]);
    });

    test('the seller sets offer settings in the product form; an older form without them keeps them', async () => {
      const form = {
        productname: 'MDO34 Scope',
        description: 'Built-in spectrum view',
        price: 7000,
        sellinginstrument: 'Oscilloscopes',
        manufacturer: 'Tektronix',
        id: f.p.mdo,
      };
      const set = await api('PUT', 'product/update', {
        as: f.sellerA,
        body: { ...form, acceptoffers: true, autodeclinebelow: '4000', autoacceptat: 6500 },
      });
      assert.equal(set.status, 200, set.raw);
      assert.deepEqual([set.body.acceptoffers, set.body.autodeclinebelow, set.body.autoacceptat], [true, 4000, 6500]);
      const kept = await api('PUT', 'product/update', { as: f.sellerA, body: form });
      assert.deepEqual([kept.body.acceptoffers, kept.body.autodeclinebelow, kept.body.autoacceptat], [true, 4000, 6500]);
      const wrong = await api('PUT', 'product/update', { as: f.sellerA, body: { ...form, autodeclinebelow: 7000, autoacceptat: 6500 } });
      assert.deepEqual([wrong.status, wrong.error], [400, offerTexts.autoOrder]);
      const listed = await api('POST', 'product', { as: f.sellerA, body: { page: 1, size: 50 } });
      assert.ok(JSON.stringify(listed.body).includes('"autoacceptat":6500'));
      const cleared = await api('PUT', 'product/update', {
        as: f.sellerA,
        body: { ...form, autodeclinebelow: '', autoacceptat: null, acceptoffers: false },
      });
      assert.deepEqual([cleared.body.acceptoffers, cleared.body.autodeclinebelow, cleared.body.autoacceptat], [false, null, null]);
    });

    test('a quote request: the seller names the price, the buyer accepts and orders it; the cart cannot order it', async () => {
      const id = await addListing(t, f.sellerA.id, { priceOnRequest: true, acceptOffers: false });
      assert.equal((await offer(f.buyer, id, 100, { kind: 'quote' })).status, 400, 'a quote names no amount');
      const q = await offer(f.buyer, id, undefined, { kind: 'quote', quantity: 3 });
      assert.deepEqual([q.status, q.body.kind, q.body.amount, q.body.askingPrice], [200, 'quote', null, null]);
      assert.deepEqual((await act(f.sellerA, q.body.id, 'accept')).error, offerTexts.quoteNeedsAmount);
      await act(f.sellerA, q.body.id, 'counter', { amount: 1250.5, message: 'Incl. calibration' });
      assert.equal((await act(f.buyer, q.body.id, 'accept')).body.status, 'accepted');
      const placed = await api('POST', `offers/${q.body.id}/order`, { as: f.buyer, body: {} });
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed.body.orderId));
      assert.equal(row!.total, 3751.5);
      const cart = await api('POST', 'order/save', { as: f.buyer2, body: { product: [{ id, quantity: 1 }], total: 1 } });
      assert.equal(cart.status, 409);
      assert.match(cart.error ?? '', /priced on request/);
    });

    test('at most 3 counters each way', async () => {
      const id = await addListing(t, f.sellerA.id, { price: 9000 });
      const o = (await offer(f.buyer, id, 5000)).body as Offer;
      for (let i = 0; i < 3; i++) {
        assert.equal((await act(f.sellerA, o.id, 'counter', { amount: 8000 - i })).status, 200);
        assert.equal((await act(f.buyer, o.id, 'counter', { amount: 6000 + i })).status, 200);
      }
      const fourth = await act(f.sellerA, o.id, 'counter', { amount: 7000 });
      assert.deepEqual([fourth.status, fourth.error], [409, offerTexts.noCountersLeft]);
      assert.equal((await act(f.sellerA, o.id, 'decline', { reason: 'Too low' })).body.status, 'declined');
      const after = await offer(f.buyer, id, 5100);
      assert.equal(after.status, 200, 'a settled offer leaves room for a new one');
      assert.equal((await act(f.buyer, after.body.id, 'withdraw')).body.status, 'withdrawn');
    });

    test("expiry by the server's clock: open, countered and accepted offers lapse after 48 hours", async () => {
      const id = await addListing(t, f.sellerA.id, { price: 9000 });
      const open = (await offer(f.buyer, id, 5000)).body as Offer;
      clock.pass(47);
      assert.equal((await api('GET', `offers/${open.id}`, { as: f.buyer })).body.status, 'open');
      clock.pass(1.01);
      const lapsed = await api('GET', `offers/${open.id}`, { as: f.sellerA });
      assert.deepEqual([lapsed.body.status, lapsed.body.history.at(-1).step, lapsed.body.history.at(-1).by], ['expired', 'expire', 'site']);
      assert.deepEqual((await act(f.sellerA, open.id, 'accept')).error, offerTexts.cannotMove('expired', 'accept'));

      const second = (await offer(f.buyer, id, 5000)).body as Offer;
      await act(f.sellerA, second.id, 'accept');
      clock.pass(48.01);
      const late = await api('POST', `offers/${second.id}/order`, { as: f.buyer, body: {} });
      assert.equal(late.status, 409);
      assert.match(late.error ?? '', /within 48 hours/);
      const expiredMails = (await queuedMails(t)).filter((m) => m.text.includes('expired: no one answered in time'));
      assert.ok(expiredMails.some((m) => m.to === f.buyer.email) && expiredMails.some((m) => m.to === f.sellerA.email));
      const audited = await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, `offer ${second.id}`), eq(auditLog.action, 'offer.expire')));
      assert.deepEqual(
        audited.map((a) => a.actorId),
        [null],
      );
    });

    test('two accepts or two orders at once make one acceptance and one order; a sold listing declines its other offers', async () => {
      const id = await addListing(t, f.sellerA.id, { price: 9000 });
      const o = (await offer(f.buyer, id, 7000)).body as Offer;
      const waiting = (await offer(f.buyer2, id, 6000)).body as Offer;
      const accepts = await Promise.all([act(f.sellerA, o.id, 'accept'), act(f.sellerA, o.id, 'accept')]);
      assert.deepEqual(accepts.map((r) => r.status).sort(), [200, 409]);
      const both = await Promise.all([
        api('POST', `offers/${o.id}/order`, { as: f.buyer, body: {}, key: 'race-1' }),
        api('POST', `offers/${o.id}/order`, { as: f.buyer, body: {}, key: 'race-2' }),
      ]);
      assert.deepEqual(
        both.map((r) => r.status),
        [200, 200],
        both.map((r) => r.raw).join(),
      );
      assert.equal(both[0]!.body.orderId, both[1]!.body.orderId);
      const placed = await t.app.db.select().from(orders).where(eq(orders.buyerId, f.buyer.id));
      const ofThisOffer = await t.app.db.select().from(orderLines).where(eq(orderLines.productId, id));
      assert.equal(ofThisOffer.length, 1);
      assert.ok(placed.some((p) => p.id === both[0]!.body.orderId && p.total === 7000));
      const other = await api('GET', `offers/${waiting.id}`, { as: f.buyer2 });
      assert.deepEqual([other.body.status, other.body.history.at(-1).step], ['declined', 'sold']);
    });

    test("every step reaches both parties' open message streams", async () => {
      const id = await addListing(t, f.sellerA.id, { price: 9000 });
      const seller = await openStream(base, '/api/v1/message/stream', f.sellerA);
      const buyer = await openStream(base, '/api/v1/message/stream', f.buyer2);
      try {
        const o = (await offer(f.buyer2, id, 7000)).body as Offer;
        await act(f.sellerA, o.id, 'counter', { amount: 8000 });
        const offerEvents = (s: typeof seller) => s.events.filter((e) => (e as { type: string }).type === 'offer');
        for (const s of [seller, buyer]) {
          await s.until(() => offerEvents(s).length === 2, 'the offer events');
          assert.deepEqual(offerEvents(s), [
            { type: 'offer', offerid: o.id, status: 'open' },
            { type: 'offer', offerid: o.id, status: 'countered' },
          ]);
        }
      } finally {
        seller.close();
        buyer.close();
      }
    });

    test('admin reads a listing offers with their history, read-only; no one else may', async () => {
      const id = await addListing(t, f.sellerA.id, { price: 9000 });
      const o = (await offer(f.buyer, id, 7000)).body as Offer;
      await act(f.sellerA, o.id, 'decline', { reason: 'Sold elsewhere' });
      const r = await api('GET', `admin/offers?productId=${id}`, { as: f.admin });
      assert.equal(r.status, 200);
      assert.deepEqual(
        (r.body as Offer[]).map((x) => [x.id, x.status, x.history!.map((h) => h.step), x.history!.at(-1)!.message]),
        [[o.id, 'declined', ['offer', 'decline'], 'Sold elsewhere']],
      );
      for (const as of [f.buyer, f.sellerA]) assert.equal((await api('GET', `admin/offers?productId=${id}`, { as })).status, 403);
      assert.equal((await api('GET', `admin/offers?productId=${id}`)).status, 401);
    });
  });
}
