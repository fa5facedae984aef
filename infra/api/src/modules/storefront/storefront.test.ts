import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { reviewTexts, type ReviewPage, type Storefront } from '@xchange/contract';
import { messageThreads, messages, offerEvents, offers, reviews } from '../../db/schema/index.ts';
import { addOrder } from '../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { offerClient } from '../offers/offers-test-kit.ts';
import { seedShop, type ShopFixture } from '../shop/shop-test-kit.ts';

const minute = 60_000;

for (const driver of drivers) {
  describe(`seller storefront, docs/product.md §2.13 (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let api: ReturnType<typeof offerClient>;
    const front = (id: number | string) => api('GET', `sellers/${id}/storefront`, { key: null });

    before(async () => {
      t = await createTestApp(driver);
      f = await seedShop(t);
      api = offerClient(t);
    });
    after(() => t.close());

    test('an inactive or unsubscribed seller, a buyer or a missing id has no storefront (404)', async () => {
      for (const id of [f.inactive.id, f.unsubscribed.id, f.lapsed.id, f.buyer.id, 999_999]) {
        const r = await front(id);
        assert.deepEqual([r.status, r.error], [404, reviewTexts.storefrontNotFound], `id ${id}`);
        assert.equal((await api('GET', `sellers/${id}/reviews`, { key: null })).status, 404);
      }
      assert.equal((await front('abc')).status, 400);
    });

    test('a new seller: no answers, no orders, no reviews', async () => {
      const r = await front(f.sellerB.id);
      assert.equal(r.status, 200, r.raw);
      const s = r.body as Storefront;
      assert.deepEqual(
        {
          company: s.company,
          standing: s.inGoodStanding,
          response: s.responseMinutes,
          orders: s.completedOrders,
          rating: s.rating,
          about: s.about,
        },
        { company: 'Midwest Lab', standing: true, response: null, orders: 0, rating: { mean: null, count: 0 }, about: '' },
      );
      assert.ok(!Number.isNaN(Date.parse(s.memberSince)));
    });

    test('facts: completed orders, median first answer over threads and offers, visible rating, About from the profile', async () => {
      const seller = f.sellerA;
      const t0 = Date.now() - 10 * 86_400_000;
      const orderIds: number[] = [];
      for (const status of ['Completed', 'Completed', 'Completed', 'Shipped', 'Cancelled'] as const)
        orderIds.push((await addOrder(t, { buyerId: f.buyer.id, sellerId: seller.id, total: 100, status })).id);
      // answers after 30 and 90 minutes in threads, 10 minutes on an offer; an unanswered thread does not count
      const waits = [30, 90, null];
      for (const [i, wait] of waits.entries()) {
        const [thread] = await t.app.db
          .insert(messageThreads)
          .values({ orderId: orderIds[i]!, buyerId: f.buyer.id, sellerId: seller.id })
          .returning({ id: messageThreads.id });
        await t.app.db
          .insert(messages)
          .values({ threadId: thread!.id, usertype: 'buyer', senderId: f.buyer.id, text: 'Is it calibrated?', createdAt: new Date(t0) });
        if (wait !== null)
          await t.app.db.insert(messages).values({
            threadId: thread!.id,
            usertype: 'seller',
            senderId: seller.id,
            text: 'Yes.',
            createdAt: new Date(t0 + wait * minute),
          });
      }
      const [offer] = await t.app.db
        .insert(offers)
        .values({
          kind: 'offer',
          productId: f.p.dsox,
          productname: 'DSOX',
          buyerId: f.buyer.id,
          sellerId: seller.id,
          amount: 10,
          createdAt: new Date(t0),
        })
        .returning({ id: offers.id });
      await t.app.db.insert(offerEvents).values([
        { offerId: offer!.id, by: 'site', step: 'counter', createdAt: new Date(t0 + minute) },
        { offerId: offer!.id, by: 'seller', actorId: seller.id, step: 'counter', createdAt: new Date(t0 + 10 * minute) },
      ]);
      for (const [i, rating] of [5, 4].entries())
        await t.app.db
          .insert(reviews)
          .values({ orderId: orderIds[i]!, buyerId: f.buyer.id, sellerId: seller.id, rating, title: 'Good', text: 'Fine.' });
      await t.app.db.insert(reviews).values({
        orderId: orderIds[2]!,
        buyerId: f.buyer.id,
        sellerId: seller.id,
        rating: 1,
        title: 'Spam',
        text: 'Hidden.',
        hidden: true,
      });

      const about = 'Calibration lab since 1998.\nISO 17025 accredited.';
      const profile = {
        username: seller.email,
        firstname: 'Marcus',
        lastname: 'Chen',
        phone: '5550102030',
        address: '1 Main St',
        company: 'Pacific Test',
      };
      const saved = await api('PUT', 'sellerprofile/update', { as: seller, body: { ...profile, about: `  ${about}  ` }, key: null });
      assert.equal(saved.status, 200, saved.raw);
      assert.equal(saved.body.about, about);
      const tooLong = await api('PUT', 'sellerprofile/update', { as: seller, body: { ...profile, about: 'x'.repeat(2001) }, key: null });
      assert.equal(tooLong.status, 400);
      assert.ok(tooLong.raw.includes(reviewTexts.aboutMax));

      const s = (await front(seller.id)).body as Storefront;
      assert.deepEqual(
        { response: s.responseMinutes, orders: s.completedOrders, rating: s.rating, about: s.about },
        { response: 30, orders: 3, rating: { mean: 4.5, count: 2 }, about },
      );
      const page = (await api('GET', `sellers/${seller.id}/reviews?size=1`, { key: null })).body as ReviewPage;
      assert.equal(page.totalElements, 2, 'the hidden review is not counted');
      assert.equal(page.content.length, 1);
    });
  });
}
