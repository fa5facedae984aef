import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import { preferredShippingMaxLength } from '@xchange/contract';
import { annualPlan } from '../modules/subscription/plan.ts';
import * as s from '../db/schema/index.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { drivers } from '../test/test-db.ts';
import { people } from './data/people.ts';
import { seedIfEmpty } from './seed-if-empty.ts';

for (const driver of drivers) {
  describe(`demo seed (${driver})`, () => {
    let t: TestApp;
    let ms = 0;
    const num = async (q: Promise<{ value: number }[]>) => Number((await q)[0]!.value);
    const userId = async (email: string) => (await t.app.db.select().from(s.users).where(eq(s.users.email, email)))[0]!.id;

    before(async () => {
      t = await createTestApp(driver);
      const started = performance.now();
      assert.equal(await seedIfEmpty(t.app.db, { mediaDir: t.config.mediaDir, seedDemo: true }), true);
      ms = performance.now() - started;
    });
    after(() => t.close());

    test('seeds well under 30 s and only into an empty database', async () => {
      assert.ok(ms < 30_000, `seeding took ${ms} ms`);
      assert.equal(await seedIfEmpty(t.app.db, { mediaDir: t.config.mediaDir, seedDemo: true }), false);
      assert.equal(await num(t.app.db.select({ value: count() }).from(s.users)), people.length);
    });

    test('catalogue: ≥300 listings, ≥15 brands, ≥12 categories, every condition, featured and discounted ones', async () => {
      const db = t.app.db;
      assert.ok((await num(db.select({ value: count() }).from(s.products))) >= 300);
      assert.ok((await num(db.select({ value: count() }).from(s.brands))) >= 15);
      assert.ok((await num(db.select({ value: count() }).from(s.categories))) >= 12);
      assert.equal(await num(db.select({ value: countDistinct(s.products.condition) }).from(s.products)), 4);
      assert.ok((await num(db.select({ value: count() }).from(s.products).where(eq(s.products.featured, true)))) >= 4);
      assert.ok(
        (await num(
          db
            .select({ value: count() })
            .from(s.products)
            .where(sql`${s.products.discountPrice} is not null`),
        )) > 10,
      );
      const [range] = await db.select({ min: sql<number>`min(price)::float`, max: sql<number>`max(price)::float` }).from(s.products);
      assert.ok(range!.min >= 200 && range!.max <= 250_000, JSON.stringify(range));
      const tooLong = await db
        .select({ id: s.products.id })
        .from(s.products)
        .where(sql`length(${s.products.name}) > 40 or length(${s.products.description}) > 100`);
      assert.equal(tooLong.length, 0, 'listings pass the product form limits of docs/product.md §5');
      const noImage = await db
        .select({ id: s.products.id })
        .from(s.products)
        .where(sql`not exists (select 1 from media_files m where m.product_id = ${s.products.id} and m.slot = 'primary')`);
      assert.equal(noImage.length, 0);
      const offers = await db
        .select({ condition: s.products.condition, value: count() })
        .from(s.products)
        .where(eq(s.products.acceptOffers, true))
        .groupBy(s.products.condition);
      assert.ok(offers.reduce((n, r) => n + Number(r.value), 0) >= 50, 'many used and ex-demo listings take offers');
      assert.ok(!offers.some((r) => r.condition === 'New'), 'new units sell at the list price');
    });

    test('demo users log in with their README passwords (argon2id)', async () => {
      const rows = await t.app.db.select().from(s.users);
      for (const p of people) {
        const row = rows.find((u) => u.email === p.email)!;
        assert.equal(row.role, p.role);
        assert.equal(await verifyPassword(row.passwordHash, p.password), true, p.email);
      }
    });

    test('every demo seller has a preferred shipping method within the form limit; others have none', async () => {
      const rows = await t.app.db.select({ role: s.users.role, shipping: s.users.preferredShipping }).from(s.users);
      for (const r of rows) {
        if (r.role === 'seller') assert.ok(r.shipping.length > 0 && r.shipping.length <= preferredShippingMaxLength, r.shipping);
        else assert.equal(r.shipping, '');
      }
    });

    test('subscriptions: seller and seller2 active, seller3 pending with unpublished listings', async () => {
      const subs = await t.app.db
        .select({ email: s.users.email, status: s.subscriptions.status })
        .from(s.subscriptions)
        .innerJoin(s.users, eq(s.users.id, s.subscriptions.sellerId));
      const status = Object.fromEntries(subs.map((x) => [x.email, x.status]));
      assert.deepEqual(status, { 'seller@demo.test': 'active', 'seller2@demo.test': 'active', 'seller3@demo.test': 'pending' });
      const seller3 = await userId('seller3@demo.test');
      const own = await t.app.db.select({ published: s.products.published }).from(s.products).where(eq(s.products.sellerId, seller3));
      assert.ok(own.length > 0 && own.every((p) => !p.published));
      const payments = await t.app.db
        .select({
          sellerId: s.subscriptionPayments.sellerId,
          credits: s.subscriptionPayments.credits,
          status: s.subscriptionPayments.status,
        })
        .from(s.subscriptionPayments);
      const seller = await userId('seller@demo.test');
      const bought = payments.filter((p) => p.sellerId === seller).reduce((n, p) => n + p.credits, 0);
      assert.equal(bought + annualPlan.includedListingCredits, 500, "the seller's credits add up to what it paid for");
      assert.ok(payments.every((p) => p.status === 'paid' && p.sellerId !== seller3));
    });

    test('seller@demo.test has orders from buyer@demo.test in every status, with threads both ways and unread messages', async () => {
      const [seller, buyer] = [await userId('seller@demo.test'), await userId('buyer@demo.test')];
      const rows = await t.app.db
        .select({ status: s.orders.status })
        .from(s.orders)
        .where(and(eq(s.orders.sellerId, seller), eq(s.orders.buyerId, buyer)));
      assert.deepEqual([...new Set(rows.map((r) => r.status))].sort(), ['Cancelled', 'Completed', 'New Order', 'Shipped']);
      const msgs = await t.app.db
        .select({ usertype: s.messages.usertype, notify: s.messages.notify })
        .from(s.messages)
        .innerJoin(s.messageThreads, eq(s.messageThreads.id, s.messages.threadId))
        .where(eq(s.messageThreads.buyerId, buyer));
      assert.ok(msgs.some((m) => m.usertype === 'buyer') && msgs.some((m) => m.usertype === 'seller'));
      assert.ok(msgs.some((m) => m.notify && m.usertype === 'buyer') && msgs.some((m) => m.notify && m.usertype === 'seller'));
      assert.ok((await num(t.app.db.select({ value: count() }).from(s.watchlist).where(eq(s.watchlist.buyerId, buyer)))) > 0);
      const seller2 = await userId('seller2@demo.test');
      assert.equal(await num(t.app.db.select({ value: count() }).from(s.orders).where(eq(s.orders.sellerId, seller2))), 0);
      const buyer2 = await userId('buyer2@demo.test');
      assert.equal(await num(t.app.db.select({ value: count() }).from(s.orders).where(eq(s.orders.buyerId, buyer2))), 0);
    });

    test('every seeded order number has the one format new orders use: XC-<year placed>-<id in seven digits>', async () => {
      const rows = await t.app.db.select({ id: s.orders.id, n: s.orders.ordernumber, at: s.orders.orderdate }).from(s.orders);
      assert.ok(rows.length > 0);
      for (const o of rows) assert.equal(o.n, `XC-${o.at.getUTCFullYear()}-${String(o.id).padStart(7, '0')}`);
    });

    test('the DSOX3034A listings carry a playable demo video served from /media', async () => {
      const videos = await t.app.db.select().from(s.mediaFiles).where(eq(s.mediaFiles.fileType, 'video'));
      assert.ok(videos.length > 0);
      const [owner] = await t.app.db.select({ name: s.products.name }).from(s.products).where(eq(s.products.id, videos[0]!.productId));
      assert.match(owner!.name, /DSOX3034A/);
      const r = await t.app.inject({ url: videos[0]!.url });
      assert.deepEqual(
        [r.statusCode, r.headers['content-type'], r.rawPayload.subarray(0, 4).toString('hex')],
        [200, 'video/webm', '1a45dfa3'],
      );
    });

    test('every category has specification fields and every listing values for them; calibrated ones a certificate', async () => {
      const db = t.app.db;
      const withoutFields = await db
        .select({ name: s.categories.name })
        .from(s.categories)
        .where(sql`not exists (select 1 from spec_fields f where f.category_id = ${s.categories.id})`);
      assert.deepEqual(withoutFields, []);
      const withoutSpecs = await db
        .select({ id: s.products.id })
        .from(s.products)
        .where(sql`not exists (select 1 from product_specs v where v.product_id = ${s.products.id})`);
      assert.deepEqual(withoutSpecs, []);
      assert.equal(
        await num(db.select({ value: count() }).from(s.productDetails)),
        await num(db.select({ value: count() }).from(s.products)),
      );
      const [calibrated] = await db
        .select({ id: s.productDetails.productId })
        .from(s.productDetails)
        .innerJoin(s.products, eq(s.products.id, s.productDetails.productId))
        .where(and(eq(s.productDetails.calibrated, true), eq(s.products.published, true)))
        .limit(1);
      const file = await t.app.inject({ url: `/api/v1/product/${calibrated!.id}/certificate` });
      assert.deepEqual([file.statusCode, file.headers['content-type']], [200, 'application/pdf']);
      assert.equal(file.rawPayload.subarray(0, 5).toString(), '%PDF-');
      const grades = await db.selectDistinct({ grade: s.productDetails.grade }).from(s.productDetails);
      assert.equal(grades.length, 4, 'every grade appears in the demo');
    });

    test('listing images are served from /media', async () => {
      const [m] = await t.app.db.select().from(s.mediaFiles).limit(1);
      for (const url of [m!.url, m!.thumbUrl!]) {
        const r = await t.app.inject({ url });
        assert.equal(r.statusCode, 200, url);
        assert.equal(r.headers['content-type'], 'image/webp');
      }
    });

    test('full-text, trigram and model-token search work on the seeded catalogue', async () => {
      const db = t.app.db;
      const fts = await db
        .select({ name: s.products.name })
        .from(s.products)
        .where(
          sql`to_tsvector('english', ${s.products.name} || ' ' || ${s.products.description} || ' ' || ${s.products.modelTokens}) @@ websearch_to_tsquery('english', 'centrifuge refrigerated')`,
        );
      assert.ok(fts.length > 0);
      const model = await db
        .select({ name: s.products.name })
        .from(s.products)
        .where(sql`${s.products.modelTokens} like '%dsox3034a%'`);
      assert.ok(model.every((p) => p.name.includes('DSOX3034A')) && model.length > 0);
      const fuzzy = await db
        .select({ name: s.products.name })
        .from(s.products)
        .where(sql`${s.products.name} % 'Tektronx MDO34'`);
      assert.ok(fuzzy.some((p) => p.name.startsWith('Tektronix MDO34')));
    });
  });
}
