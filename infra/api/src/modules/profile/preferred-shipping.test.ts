import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Order } from '@xchange/contract';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';
import { addOrder } from '../../test/order-fixtures.ts';

const form = { firstname: 'Mia', lastname: 'Stone', phone: '+1 555 010 2040', address: '2 Side St, Boston', company: 'Stone Instruments' };
const shipping = 'Freight on pallet, FedEx Ground for small items';

for (const driver of drivers) {
  describe(`seller preferred shipping method (${driver})`, () => {
    let t: TestApp;
    let seller: TestUser;
    let other: TestUser;
    let buyer: TestUser;
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: TestUser, payload?: object) =>
      t.app.inject({ method, url: `/api/v1/${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
    const stored = async (id: number) => (await t.app.db.select({ s: users.preferredShipping }).from(users).where(eq(users.id, id)))[0]!.s;

    before(async () => {
      t = await createTestApp(driver);
      seller = await addTestUser(t, 'seller', { firstname: 'Mia' });
      other = await addTestUser(t, 'seller', { firstname: 'Carl', preferredShipping: 'Local pickup only' });
      buyer = await addTestUser(t, 'buyer', { firstname: 'Zoe' });
      await addOrder(t, { sellerId: seller.id, buyerId: buyer.id, total: 120 });
      await addOrder(t, { sellerId: other.id, buyerId: buyer.id, total: 80 });
    });
    after(() => t.close());

    test('a new seller has none; saving the form collapses and stores it, and the profile answers it', async () => {
      assert.equal((await call('GET', 'sellerprofile/get-profile', seller)).json().preferredShipping, '');
      const r = await call('PUT', 'sellerprofile/update', seller, {
        ...form,
        username: seller.email,
        preferredShipping: `  Freight on pallet,\n  FedEx Ground   for small items `,
      });
      assert.equal(r.statusCode, 200, r.body);
      assert.equal(r.json().preferredShipping, shipping);
      assert.equal((await call('GET', 'sellerprofile/get-profile', seller)).json().preferredShipping, shipping);
    });

    test('a form without the field keeps the stored text; an empty one clears it', async () => {
      await call('PUT', 'sellerprofile/update', other, { ...form, username: other.email });
      assert.equal(await stored(other.id), 'Local pickup only');
      await call('PUT', 'sellerprofile/update', other, { ...form, username: other.email, preferredShipping: '   ' });
      assert.equal(await stored(other.id), '');
      await call('PUT', 'sellerprofile/update', other, { ...form, username: other.email, preferredShipping: 'Local pickup only' });
    });

    test('more than 200 characters is refused with a clear message and nothing is saved', async () => {
      const r = await call('PUT', 'sellerprofile/update', seller, { ...form, username: seller.email, preferredShipping: 'x'.repeat(201) });
      assert.equal(r.statusCode, 400);
      assert.deepEqual(r.json(), { code: 'ERR_VALIDATION', errors: ['Preferred shipping method must be at most 200 characters.'] });
      assert.equal(await stored(seller.id), shipping);
    });

    test('a buyer cannot set it: the buyer form ignores the field and answers no such field', async () => {
      const r = await call('PUT', 'buyerprofile/update', buyer, { ...form, username: buyer.email, preferredShipping: 'Drone delivery' });
      assert.equal(r.statusCode, 200, r.body);
      assert.equal('preferredShipping' in r.json(), false);
      assert.equal(await stored(buyer.id), '');
      assert.equal(
        (await call('PUT', 'sellerprofile/update', buyer, { ...form, username: buyer.email, preferredShipping: 'Drone delivery' }))
          .statusCode,
        403,
      );
    });

    test("each order carries its own seller's text, for the seller and for the buyer", async () => {
      const mine = await call('POST', 'order/getSellerOrders', seller, {});
      assert.equal(mine.statusCode, 200, mine.body);
      const content = mine.json().body.content as Order[];
      assert.equal(content.length, 1);
      assert.equal(content[0]!.sellerAccountData.preferredShipping, shipping);
      const bought = (await call('GET', 'order', buyer)).json() as Order[];
      const bySeller = Object.fromEntries(bought.map((o) => [o.sellerAccountData.id, o.sellerAccountData.preferredShipping]));
      assert.deepEqual(bySeller, { [seller.id]: shipping, [other.id]: 'Local pickup only' });
    });
  });
}
