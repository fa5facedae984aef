import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { amountTooLargeMessage, endpoints, maxAmount, sortByMessage, type EndpointDef, type EndpointName } from '@xchange/contract';
import { mediaFiles, orders, products, usageCounters } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { drivers } from '../test/test-db.ts';
import { authorizationTable } from './authorization-table.ts';
import { hugeUpload, unreadBytes } from '../lib/uploads/fixtures/huge-upload.ts';
import { mailsTo } from '../modules/auth/auth-test-kit.ts';
import { visitorMailsPerRecipientPerDay } from '../lib/usage-counter.ts';
import { schemaFields } from './schema-fields.ts';
import { createSecurityFixture, securityEnv, send, type Identity, type SecurityFixture } from './security-kit.ts';

/** Every list endpoint: the ones whose body or query carries a sort column. */
const lists = (Object.entries(endpoints) as [EndpointName, EndpointDef][]).filter(
  ([, def]) => schemaFields(def.body).includes('sortBy') || schemaFields(def.query).includes('sortBy'),
);
const allowed = (name: EndpointName): Identity =>
  (['visitor', 'buyerA', 'sellerA', 'admin'] as const).find((id) => authorizationTable[name].expect[id] < 300) ?? 'visitor';

for (const driver of drivers) {
  describe(`issue 18 replays: input (${driver})`, () => {
    let t: TestApp;
    let fx: SecurityFixture;
    let key = 0;
    const placeOrder = (lines: { id: number; quantity: number }[]) =>
      send(
        t,
        endpoints.saveOrder,
        { json: { product: lines, total: 1 }, headers: { 'idempotency-key': `replay-${++key}` } },
        fx.users.buyerA,
      );

    before(async () => {
      t = await createTestApp(driver, { env: securityEnv });
      fx = await createSecurityFixture(t);
    });
    after(() => t.close());

    test('item 6: an order total past the money columns is a 400 naming the limit, and nothing is written', async () => {
      const id = await fx.freshProduct();
      await t.app.db.update(products).set({ price: maxAmount }).where(eq(products.id, id));
      const before = (await t.app.db.select().from(orders)).length;
      const line = await placeOrder([{ id, quantity: 2 }]);
      assert.equal(line.status, 400, JSON.stringify(line.body));
      assert.match(
        (line.body as { errors: string[] }).errors[0]!,
        new RegExp(`too large.*${amountTooLargeMessage.replace(/[$.]/g, '\\$&')}`),
      );
      const half = await fx.freshProduct();
      await t.app.db.update(products).set({ price: 6_000_000_000 }).where(eq(products.id, half));
      const sum = await placeOrder([
        { id: half, quantity: 1 },
        { id: fx.product, quantity: 1 },
        { id: await sameSellerAt(4_000_000_000), quantity: 1 },
      ]);
      assert.equal(sum.status, 400, JSON.stringify(sum.body));
      assert.match((sum.body as { errors: string[] }).errors[0]!, /This order's total is too large/);
      assert.equal((await t.app.db.select().from(orders)).length, before);
      const fits = await placeOrder([{ id, quantity: 1 }]);
      assert.equal(fits.status, 200, 'the largest amount itself is accepted');
    });
    const sameSellerAt = async (price: number) => {
      const id = await fx.freshProduct();
      await t.app.db.update(products).set({ price }).where(eq(products.id, id));
      return id;
    };

    test('item 7: sortBy "__proto__" (or any name every object has) is a 400 on every paged list, never a 500', async () => {
      assert.ok(lists.length >= 8, `lists found: ${lists.map(([n]) => n).join(', ')}`);
      for (const [name, def] of lists) {
        const as = allowed(name);
        const who = as === 'visitor' ? undefined : fx.users[as];
        const spec = await authorizationTable[name].call(fx, who);
        for (const sortBy of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
          const sorted =
            def.query && schemaFields(def.query).includes('sortBy')
              ? { ...spec, query: { ...spec.query, sortBy } }
              : { ...spec, json: { ...(spec.json as object), sortBy } };
          const r = await send(t, def, sorted, who);
          assert.equal(r.status, 400, `${name} sortBy ${sortBy}: ${r.status} ${JSON.stringify(r.body)}`);
          const errors = (r.body as { errors: string[] }).errors.join(' ');
          assert.ok(errors.includes(sortByMessage) || errors.includes('Sort by one of'), `${name}: ${errors}`);
        }
      }
    });

    test('item 10: an order for an unpublished listing answers exactly as one for a listing that does not exist', async () => {
      const hidden = await fx.freshProduct();
      const secretName = 'Prototype spectrometer (not announced)';
      await t.app.db.update(products).set({ published: false, name: secretName }).where(eq(products.id, hidden));
      const unpublished = await placeOrder([{ id: hidden, quantity: 1 }]);
      const missing = await placeOrder([{ id: 2_000_000_000, quantity: 1 }]);
      assert.equal(unpublished.status, missing.status);
      assert.deepEqual(unpublished.body, missing.body);
      assert.ok(!JSON.stringify(unpublished.body).includes('spectrometer'));
      const cart = await send(
        t,
        endpoints.replaceCart,
        {
          json: {
            lines: [
              { id: hidden, quantity: 1 },
              { id: fx.product, quantity: 1 },
            ],
          },
        },
        fx.users.buyerA,
      );
      assert.equal(cart.status, 200);
      assert.ok(!JSON.stringify(cart.body).includes('spectrometer'), 'the stored cart does not show it either');
      assert.deepEqual(
        (cart.body as { id: number }[]).map((p) => p.id),
        [fx.product],
      );
      await fx.setSubscriptionEnd(fx.users.sellerA, new Date(Date.now() - 1000));
      try {
        const lapsed = await placeOrder([{ id: fx.product, quantity: 1 }]);
        assert.deepEqual(lapsed.body, missing.body, "a lapsed seller's listing is as invisible");
      } finally {
        await fx.setSubscriptionEnd(fx.users.sellerA, new Date(Date.now() + 300 * 86_400_000));
      }
    });

    test("item 11: lease/apply to someone else's address confirms in our words only, at most 3 a day; the team gets every one", async () => {
      const victim = `victim-${Date.now()}@elsewhere.example`;
      const spam = {
        fullName: 'Call +1 900 555 0199 now',
        company: 'Prizes Inc',
        email: victim,
        phone: '+1 555 010 2030',
        equipment: 'WIN at https://evil.example/claim',
        price: '1000',
        termMonths: '36',
        notes: 'Visit evil.example or call 900-555-0199',
      };
      for (let i = 0; i < visitorMailsPerRecipientPerDay + 2; i++) {
        const r = await send(t, endpoints.leaseApplication, { json: spam });
        assert.equal(r.status, 200, 'the applicant is answered the same every time');
      }
      const toVictim = await mailsTo(t, victim);
      assert.equal(toVictim.length, visitorMailsPerRecipientPerDay);
      for (const m of toVictim) {
        for (const typed of ['evil.example', '555', 'Prizes', 'WIN', 'Call']) {
          assert.ok(!`${m.subject}\n${m.text}`.includes(typed), `the confirmation carries "${typed}": ${m.text}`);
        }
      }
      const toTeam = (await mailsTo(t, t.config.leasingEmail)).filter((m) => m.text.includes(victim));
      assert.equal(toTeam.length, visitorMailsPerRecipientPerDay + 2);
      assert.match(toTeam[0]!.text, /evil\.example\/claim/, 'the staff copy keeps what was typed');
      const [counted] = await t.app.db
        .select()
        .from(usageCounters)
        .where(eq(usageCounters.key, `visitor-mail:${victim}`));
      assert.equal(counted!.count, visitorMailsPerRecipientPerDay + 2, 'the budget is kept in the database');
    });

    test('item 11: the launch-list welcome shares the same budget and says only our text', async () => {
      const victim = `news-${Date.now()}@elsewhere.example`;
      await t.app.db
        .insert(usageCounters)
        .values({ key: `visitor-mail:${victim}`, windowStart: new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000), count: 3 });
      assert.equal((await send(t, endpoints.newsletterSignup, { json: { email: victim } })).status, 200);
      assert.equal((await mailsTo(t, victim)).length, 0);
      const other = `news2-${Date.now()}@elsewhere.example`;
      assert.equal((await send(t, endpoints.newsletterSignup, { json: { email: other.toUpperCase() } })).status, 200);
      assert.equal((await mailsTo(t, other.toUpperCase())).length + (await mailsTo(t, other)).length, 1);
    });

    const hugeCall = async (who: { auth: Record<string, string> } | undefined, method: 'POST' | 'PUT', url: string, field: string) => {
      const u = hugeUpload(field);
      const r = await t.app.inject({ method, url: `/api/v1/${url}`, headers: { ...who?.auth, ...u.headers }, payload: u.stream });
      return { status: r.statusCode, body: r.json() as { errors: string[] }, headers: r.headers, bytesRead: u.read.bytes };
    };
    const uploadAs = (who: { auth: Record<string, string> }, productid: number) =>
      hugeCall(who, 'POST', `product/single-file?productid=${productid}`, 'file');
    const unread = unreadBytes;

    test("item 15: a 200 MB upload to another seller's listing, or by a seller without a subscription, is refused unread", async () => {
      const other = await uploadAs(fx.users.sellerB, fx.product);
      assert.equal(other.status, 404, JSON.stringify(other.body));
      assert.equal(other.headers.connection, 'close');
      assert.ok(other.bytesRead < unread, `read ${other.bytesRead} bytes`);
      const unsubscribed = await fx.freshSeller();
      const mine = (
        await t.app.db
          .insert(products)
          .values({ name: 'Unpaid scope', description: 'x', price: 10, sellerId: unsubscribed.id, published: false })
          .returning()
      )[0]!;
      const unpaid = await uploadAs(unsubscribed, mine.id);
      assert.equal(unpaid.status, 402, JSON.stringify(unpaid.body));
      assert.match(unpaid.body.errors[0]!, /subscription is not active/);
      assert.ok(unpaid.bytesRead < unread, `read ${unpaid.bytesRead} bytes`);
    });

    test('item 15: past the hourly upload rate a seller gets 429 with Retry-After, past the storage quota 413 naming it, both unread', async () => {
      const hourStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
      await t.app.db.insert(usageCounters).values({ key: `uploads:${fx.users.sellerA.id}`, windowStart: hourStart, count: 120 });
      const rated = await uploadAs(fx.users.sellerA, fx.product);
      assert.equal(rated.status, 429, JSON.stringify(rated.body));
      assert.ok(Number(rated.headers['retry-after']) > 0 && Number(rated.headers['retry-after']) <= 3600);
      assert.match(rated.body.errors[0]!, /You have started 120 uploads this hour/);
      assert.ok(rated.bytesRead < unread);
      await t.app.db.delete(usageCounters).where(eq(usageCounters.key, `uploads:${fx.users.sellerA.id}`));

      await t.app.db.insert(mediaFiles).values({
        productId: fx.product,
        url: '/media/products/old.mp4',
        fileType: 'video',
        slot: 'secondary',
        bytes: 2 * 1024 ** 3 - 100 * 1024 ** 2,
      });
      try {
        const full = await uploadAs(fx.users.sellerA, fx.product);
        assert.equal(full.status, 413, JSON.stringify(full.body));
        assert.match(full.body.errors[0]!, /may take at most 2 GB in all \(1948 MB used\)/);
        assert.ok(full.bytesRead < unread);
      } finally {
        await t.app.db.delete(mediaFiles).where(eq(mediaFiles.url, '/media/products/old.mp4'));
      }
    });

    test('item 15: every other upload route refuses a wrong caller before reading the body, and closes the connection', async () => {
      const { buyerA, sellerA, admin } = fx.users;
      const cases = [
        [buyerA, 'POST', `product/single-file?productid=${fx.product}`, 'file', 403],
        [undefined, 'POST', 'product/savewithfiles', 'pfile', 401],
        [sellerA, 'PUT', `signup/uploadSellerProfilePicture?email=${encodeURIComponent(admin.email)}`, 'file', 403],
        [buyerA, 'PUT', `signup/uploadBuyerProfilePicture?email=${encodeURIComponent(sellerA.email)}`, 'file', 403],
        [sellerA, 'POST', 'advert', 'document', 403],
        [buyerA, 'PUT', 'advert', 'document', 403],
      ] as const;
      for (const [who, method, url, field, status] of cases) {
        const r = await hugeCall(who, method, url, field);
        assert.equal(r.status, status, `${method} ${url}: ${JSON.stringify(r.body)}`);
        assert.ok(r.bytesRead < unread, `${method} ${url} read ${r.bytesRead} bytes`);
        assert.equal(r.headers.connection, 'close', `${method} ${url} keeps the connection`);
      }
    });
  });
}
