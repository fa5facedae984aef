import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { auditLog, products, subscriptions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';
import { addUser, client } from '../auth/auth-test-kit.ts';
import { caller } from '../../test/admin-test-kit.ts';

const pw = 'Seller#2024pass';

for (const driver of drivers) {
  describe(`admin buyer and seller lists, seller status (${driver})`, () => {
    let t: TestApp;
    let admin: TestUser;
    let buyer: TestUser;
    let seller: TestUser;
    let call: ReturnType<typeof caller>;

    before(async () => {
      t = await createTestApp(driver);
      call = caller(t);
      admin = await addTestUser(t, 'admin');
      buyer = await addTestUser(t, 'buyer', {
        firstname: 'Zoe',
        lastname: 'Quinn',
        company: 'Quinn Bio',
        address: '9 Elm St, Austin',
        phone: '+1 512 555 0101',
      });
      await addTestUser(t, 'buyer', { firstname: 'Abe', lastname: 'Baker', company: 'Baker Labs' });
      seller = await addTestUser(t, 'seller', { firstname: 'Mia', lastname: 'Stone', company: 'Stone Instruments' });
      await addTestUser(t, 'seller', { firstname: 'Carl', lastname: 'Ng', company: 'Ng Metrology' });
    });
    after(() => t.close());

    test('the buyer list: rows with name, company, email, address, phone, by first name, searchable and paged', async () => {
      const r = await call('POST', 'buyerprofile/getBuyerList', admin, { page: 1, size: 5, sortBy: 'firstname', sortOrder: 'asc' });
      assert.equal(r.status, 200);
      assert.equal(r.body.body.totalElements, 2);
      assert.deepEqual(
        r.body.body.content.map((b: { firstname: string }) => b.firstname),
        ['Abe', 'Zoe'],
      );
      assert.deepEqual(r.body.body.content[1], {
        id: buyer.id,
        firstname: 'Zoe',
        lastname: 'Quinn',
        company: 'Quinn Bio',
        username: buyer.email,
        address: '9 Elm St, Austin',
        phone: '+1 512 555 0101',
      });
      const found = await call('POST', 'buyerprofile/getBuyerList', admin, { search: 'zoe quinn' });
      assert.deepEqual(
        found.body.body.content.map((b: { id: number }) => b.id),
        [buyer.id],
      );
      const byCompany = await call('POST', 'buyerprofile/getBuyerList', admin, { sortBy: 'company', sortOrder: 'desc', size: 1, page: 2 });
      assert.deepEqual(
        byCompany.body.body.content.map((b: { company: string }) => b.company),
        ['Baker Labs'],
      );
      assert.equal((await call('POST', 'buyerprofile/getBuyerList', admin, { page: 0 })).status, 400);
    });

    test('the seller list carries the active status', async () => {
      const r = await call('POST', 'sellerprofile/getSellerList', admin, {});
      assert.deepEqual(
        r.body.body.content.map((s: { firstname: string; accountStatus: boolean }) => [s.firstname, s.accountStatus]),
        [
          ['Carl', true],
          ['Mia', true],
        ],
      );
    });

    test('visitors, buyers and sellers cannot read the lists or change a status', async () => {
      for (const who of [undefined, buyer, seller]) {
        const expected = who ? 403 : 401;
        assert.equal((await call('POST', 'buyerprofile/getBuyerList', who, {})).status, expected);
        assert.equal((await call('POST', 'sellerprofile/getSellerList', who, {})).status, expected);
        assert.equal((await call('PUT', `sellerprofile/updateAccountStatus?id=${seller.id}&status=false`, who)).status, expected);
      }
    });

    test('status validation: a seller id and true/false only', async () => {
      assert.equal((await call('PUT', `sellerprofile/updateAccountStatus?id=${seller.id}&status=maybe`, admin)).status, 400);
      assert.equal((await call('PUT', 'sellerprofile/updateAccountStatus?status=false', admin)).status, 400);
      assert.equal((await call('PUT', `sellerprofile/updateAccountStatus?id=${buyer.id}&status=false`, admin)).status, 404);
    });

    test('an inactive seller cannot sign in, its session ends and its listings leave the shop; reactivation restores them', async () => {
      const off = await addUser(t, { email: 'mia.off@example.com', role: 'seller', password: pw });
      await t.app.db
        .insert(subscriptions)
        .values({ sellerId: off.id, status: 'active', listingCreditsTotal: 10, currentPeriodEnd: new Date(Date.now() + 86_400_000 * 100) });
      await t.app.db.insert(products).values({ name: 'Zeta unique spectrum analyser', price: 4200, sellerId: off.id });
      const login = client(t);
      const session = (await login('POST', 'auth/seller', { body: { username: off.email, password: pw, type: 'seller' } })).body
        .authToken as string;
      assert.ok(session);

      const shop = async () => call('POST', 'home/homepage', undefined, { search: 'Zeta unique spectrum', page: 1, size: 9 });
      const listed = (res: Awaited<ReturnType<typeof shop>>) =>
        (res.body.body?.content ?? []).some((p: { productname: string }) => p.productname === 'Zeta unique spectrum analyser');
      const before = await shop();
      assert.deepEqual([listed(before), before.body.body.totalElements], [true, 1]);

      const r = await call('PUT', `sellerprofile/updateAccountStatus?id=${off.id}&status=false`, admin);
      assert.deepEqual([r.status, r.body.accountStatus, r.body.username], [200, false, off.email]);
      const [row] = await t.app.db.select({ active: users.active }).from(users).where(eq(users.id, off.id));
      assert.equal(row!.active, false);
      const refused = await login('POST', 'auth/seller', { body: { username: off.email, password: pw, type: 'seller' } });
      assert.deepEqual([refused.status, refused.body.code], [403, 'ERR_ACCOUNT_INACTIVE']);
      assert.equal((await login('GET', 'sellerprofile/get-profile', { token: session })).status, 401);
      const [entry] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      assert.deepEqual([entry!.actorId, entry!.action, entry!.target], [admin.id, 'seller.deactivate', `seller ${off.id}`]);

      // at once: the shop's cached count of the same view is dropped too
      const gone = await shop();
      assert.deepEqual([listed(gone), gone.body.body.totalElements], [false, 0]);

      const back = await call('PUT', `sellerprofile/updateAccountStatus?id=${off.id}&status=true`, admin);
      assert.equal(back.body.accountStatus, true);
      assert.equal((await login('POST', 'auth/seller', { body: { username: off.email, password: pw, type: 'seller' } })).status, 200);
      const again = await shop();
      assert.deepEqual([listed(again), again.body.body.totalElements], [true, 1]);
    });
  });
}
