import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { reviewTexts, type AdminReviewPage, type Review, type ReviewPage, type Storefront } from '@xchange/contract';
import { auditLog, orderEvents } from '../../db/schema/index.ts';
import { addOrder } from '../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import type { TestUser } from '../../test/test-users.ts';
import { movableClock, offerClient } from '../offers/offers-test-kit.ts';
import { seedShop, type ShopFixture } from '../shop/shop-test-kit.ts';

const dayMs = 86_400_000;

for (const driver of drivers) {
  describe(`verified reviews, docs/product.md §2.13 (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let api: ReturnType<typeof offerClient>;
    const clock = movableClock();
    const form = { rating: 4, title: 'Calibrated as promised', text: 'Arrived double-boxed with the certificate.' };
    const completed = async (buyer: TestUser, seller: TestUser, daysAgo = 1) => {
      const { id } = await addOrder(t, { buyerId: buyer.id, sellerId: seller.id, total: 900, status: 'Completed' });
      const at = new Date(clock.now() - daysAgo * dayMs);
      await t.app.db
        .insert(orderEvents)
        .values({ orderId: id, actorId: seller.id, field: 'status', fromValue: 'Shipped', toValue: 'Completed', createdAt: at });
      return id;
    };
    const review = (as: TestUser | undefined, orderId: number, over: object = {}) =>
      api('POST', 'reviews', { as, body: { orderId, ...form, ...over }, key: null });
    const storefront = async (id: number) => (await api('GET', `sellers/${id}/storefront`, { key: null })).body as Storefront;

    before(async () => {
      t = await createTestApp(driver, { now: clock.now });
      f = await seedShop(t);
      api = offerClient(t);
    });
    after(() => t.close());

    test("only the order's buyer reviews, only a completed order, once, within 90 days; sellers and admins cannot", async () => {
      const order = await completed(f.buyer, f.sellerA);
      assert.equal((await review(undefined, order)).status, 401);
      assert.equal((await review(f.sellerA, order)).status, 403, 'the seller cannot review itself');
      assert.equal((await review(f.sellerB, order)).status, 403, 'sellers do not review');
      assert.equal((await review(f.admin, order)).status, 403);
      const other = await review(f.buyer2, order);
      assert.deepEqual([other.status, other.error], [404, reviewTexts.orderNotFound], "another buyer's order is as missing");

      const open = await addOrder(t, { buyerId: f.buyer.id, sellerId: f.sellerA.id, total: 900, status: 'Shipped' });
      const early = await review(f.buyer, open.id);
      assert.deepEqual([early.status, early.error], [409, reviewTexts.notCompleted]);

      const old = await completed(f.buyer, f.sellerA, 91);
      const late = await review(f.buyer, old);
      assert.deepEqual([late.status, late.error], [409, reviewTexts.windowClosed]);
      assert.equal((await review(f.buyer, await completed(f.buyer, f.sellerA, 89))).status, 200, 'day 89 is inside the window');

      const made = await review(f.buyer, order);
      assert.equal(made.status, 200, made.raw);
      assert.deepEqual(
        { rating: made.body.rating, title: made.body.title, author: made.body.author, reply: made.body.reply },
        { rating: 4, title: form.title, author: 'Ann L.', reply: null },
      );
      const again = await review(f.buyer, order);
      assert.deepEqual([again.status, again.error], [409, reviewTexts.alreadyReviewed]);
      const mine = (await api('GET', 'reviews/mine', { as: f.buyer, key: null })).body as Review[];
      assert.ok(mine.some((r) => r.orderId === order));
    });

    test("bad input answers the contract's messages", async () => {
      const order = await completed(f.buyer, f.sellerB);
      const cases: [object, string][] = [
        [{ rating: 6 }, reviewTexts.ratingRequired],
        [{ rating: 0 }, reviewTexts.ratingRequired],
        [{ title: '  ' }, reviewTexts.titleRequired],
        [{ text: 'x'.repeat(2001) }, reviewTexts.textMax],
        [{ text: '' }, reviewTexts.textRequired],
      ];
      for (const [over, message] of cases) {
        const r = await review(f.buyer, order, over);
        assert.equal(r.status, 400, JSON.stringify(over));
        assert.ok(JSON.stringify(r.body).includes(message), `${JSON.stringify(over)}: ${r.raw}`);
      }
      assert.equal((await review(f.buyer, order, { text: 'y'.repeat(2000) })).status, 200, '2,000 characters are allowed');
    });

    test('HTML in a review is kept as the text typed, answered as JSON, never turned into markup', async () => {
      const order = await completed(f.buyer2, f.sellerB);
      const text = '<img src=x onerror="alert(1)"> <b>great</b>\nsecond line';
      const r = await review(f.buyer2, order, { title: '<script>alert(1)</script>', text });
      assert.equal(r.status, 200, r.raw);
      const page = (await api('GET', `sellers/${f.sellerB.id}/reviews`, { key: null })).body as ReviewPage;
      const shown = page.content.find((x) => x.orderId === order)!;
      assert.equal(shown.title, '<script>alert(1)</script>');
      assert.equal(shown.text, text);
    });

    test('the reviewed seller replies once; nobody else can', async () => {
      const id = (await review(f.buyer2, await completed(f.buyer2, f.sellerA))).body.id as number;
      const reply = (as: TestUser | undefined, text = 'Thank you, glad it arrived safely.') =>
        api('POST', `reviews/${id}/reply`, { as, body: { text }, key: null });
      assert.equal((await reply(undefined)).status, 401);
      assert.equal((await reply(f.buyer2)).status, 403);
      const wrong = await reply(f.sellerB);
      assert.deepEqual([wrong.status, wrong.error], [403, reviewTexts.notYourReview]);
      assert.equal((await reply(f.sellerA, '')).status, 400);
      const done = await reply(f.sellerA);
      assert.equal(done.status, 200, done.raw);
      assert.equal(done.body.reply, 'Thank you, glad it arrived safely.');
      const twice = await reply(f.sellerA, 'A second answer');
      assert.deepEqual([twice.status, twice.error], [409, reviewTexts.alreadyReplied]);
      assert.equal((await api('POST', 'reviews/999999/reply', { as: f.sellerA, body: { text: 'x' }, key: null })).status, 404);
    });

    test('anyone signed in reports a review once with a reason; the admin hides and restores it, changing the rating, audit-logged', async () => {
      const seller = f.sellerB;
      const before = await storefront(seller.id);
      const ids: number[] = [];
      for (const rating of [5, 5, 2]) {
        const r = await review(f.buyer, await completed(f.buyer, seller), { rating });
        ids.push(r.body.id as number);
      }
      const rated = await storefront(seller.id);
      assert.equal(rated.rating.count, before.rating.count + 3);
      const target = ids[2]!;
      const report = (as: TestUser | undefined, reason = 'Written by a competitor.') =>
        api('POST', `reviews/${target}/report`, { as, body: { reason }, key: null });
      assert.equal((await report(undefined)).status, 401);
      assert.equal((await report(f.buyer2, ' ')).status, 400);
      assert.deepEqual((await report(f.buyer2)).body, { message: reviewTexts.reported });
      assert.equal((await report(f.sellerA)).status, 200);
      assert.deepEqual((await report(f.buyer2)).error, reviewTexts.alreadyReported);

      const reported = (await api('GET', 'admin/reviews?filter=reported', { as: f.admin, key: null })).body as AdminReviewPage;
      assert.equal(reported.content[0]!.id, target, 'the most reported review comes first');
      assert.equal(reported.content[0]!.reports.length, 2);

      const hide = (hidden: boolean, reason: string) =>
        api('POST', `admin/reviews/${target}/visibility`, { as: f.admin, body: { hidden, reason }, key: null });
      assert.equal(
        (await api('POST', `admin/reviews/${target}/visibility`, { as: f.sellerB, body: { hidden: true, reason: 'x' } })).status,
        403,
      );
      assert.equal((await hide(true, '')).status, 400, 'a reason is required');
      const hidden = await hide(true, 'Not about the order.');
      assert.deepEqual([hidden.status, hidden.body.hidden, hidden.body.hiddenReason], [200, true, 'Not about the order.']);
      const after = await storefront(seller.id);
      assert.equal(after.rating.count, rated.rating.count - 1);
      assert.notEqual(after.rating.mean, rated.rating.mean);
      const page = (await api('GET', `sellers/${seller.id}/reviews?size=50`, { key: null })).body as ReviewPage;
      assert.equal(
        page.content.some((r) => r.id === target),
        false,
        'a hidden review is not shown',
      );
      assert.equal((await report(f.buyer)).status, 404, 'a hidden review takes no reports');
      const hiddenList = (await api('GET', 'admin/reviews?filter=hidden', { as: f.admin, key: null })).body as AdminReviewPage;
      assert.ok(hiddenList.content.some((r) => r.id === target));

      assert.equal((await hide(false, 'Checked with the buyer: genuine.')).status, 200);
      assert.deepEqual((await storefront(seller.id)).rating, rated.rating);
      const still = (await api('GET', 'admin/reviews?filter=reported', { as: f.admin, key: null })).body as AdminReviewPage;
      assert.equal(
        still.content.some((r) => r.id === target),
        false,
        'restoring settles the reports made before',
      );
      const audit = await t.app.db
        .select({ action: auditLog.action, detail: auditLog.detail })
        .from(auditLog)
        .where(and(eq(auditLog.target, `review ${target}`), eq(auditLog.actorId, f.admin.id)));
      assert.deepEqual(
        audit.map((a) => [a.action, (a.detail as { reason: string }).reason]),
        [
          ['review.hide', 'Not about the order.'],
          ['review.restore', 'Checked with the buyer: genuine.'],
        ],
      );
    });
  });
}
