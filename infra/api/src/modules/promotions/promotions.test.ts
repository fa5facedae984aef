import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';
import { caller } from '../../test/admin-test-kit.ts';

for (const driver of drivers) {
  describe(`promotions (${driver})`, () => {
    let t: TestApp;
    let admin: TestUser;
    let buyer: TestUser;
    let seller: TestUser;
    let seller2: TestUser;
    let call: ReturnType<typeof caller>;
    const promo = () => ({
      sellerId: seller.id,
      sellername: 'Mia Stone',
      companyName: 'Stone Instruments',
      startdate: '03-01-2030',
      enddate: '03-31-2030',
    });

    before(async () => {
      t = await createTestApp(driver);
      call = caller(t);
      admin = await addTestUser(t, 'admin');
      buyer = await addTestUser(t, 'buyer');
      seller = await addTestUser(t, 'seller', { firstname: 'Mia', lastname: 'Stone', company: 'Stone Instruments' });
      seller2 = await addTestUser(t, 'seller', { firstname: 'Carl', lastname: 'Ng', company: 'Ng Metrology' });
    });
    after(() => t.close());

    test("a new promotion is always upcoming ('false'), even when asked otherwise", async () => {
      const r = await call('POST', 'promotions', admin, promo());
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(
        { ...r.body, id: 0 },
        {
          id: 0,
          sellerId: seller.id,
          sellername: 'Mia Stone',
          companyName: 'Stone Instruments',
          startdate: '03-01-2030',
          enddate: '03-31-2030',
          status: 'false',
        },
      );
      assert.equal((await call('POST', 'promotions', admin, { ...promo(), status: 'true' })).status, 400);
      const blank = await call('POST', 'promotions', admin, {
        ...promo(),
        sellerId: seller2.id,
        sellername: 'Carl Ng',
        companyName: '',
        startdate: '01-15-2030',
        enddate: '01-15-2030',
      });
      assert.deepEqual([blank.body.companyName, blank.body.status], ['Ng Metrology', 'false']);
    });

    test('docs/product.md §5 rules: required fields, MM-DD-YYYY, end not before start, a real seller', async () => {
      const empty = await call('POST', 'promotions', admin, {});
      assert.deepEqual(empty.body.errors, ['Seller is required', 'Start Date is required', 'End Date is required']);
      assert.deepEqual((await call('POST', 'promotions', admin, { ...promo(), startdate: '2030-03-01' })).body.errors, [
        'Dates must be written MM-DD-YYYY',
      ]);
      assert.deepEqual((await call('POST', 'promotions', admin, { ...promo(), enddate: '02-30-2030' })).body.errors, [
        'Dates must be written MM-DD-YYYY',
      ]);
      assert.deepEqual((await call('POST', 'promotions', admin, { ...promo(), enddate: '02-28-2030' })).body.errors, [
        'End Date should be greater than Start Date',
      ]);
      assert.deepEqual((await call('POST', 'promotions', admin, { ...promo(), sellerId: buyer.id })).body.errors, ['Seller is required']);
    });

    test('tabs: active lists status true by seller name, upcoming lists false by start date; search and paging', async () => {
      const upcoming = await call('POST', 'promotions/getPromotions', admin, { status: 'false', page: 1, size: 5 });
      assert.deepEqual(
        upcoming.body.content.map((p: { startdate: string }) => p.startdate),
        ['01-15-2030', '03-01-2030'],
      );
      const { body: created } = await call('POST', 'promotions', admin, { ...promo(), startdate: '01-01-2020', enddate: '12-31-2040' });
      const on = await call('POST', 'promotions/updatePromotion', admin, {
        ...promo(),
        id: created.id,
        startdate: '01-01-2020',
        enddate: '12-31-2040',
        status: 'true',
      });
      assert.deepEqual([on.status, on.body.status], [200, 'true']);
      const active = await call('POST', 'promotions/getPromotions', admin, { status: 'true', sortBy: 'sellername', sortOrder: 'asc' });
      assert.deepEqual([active.body.totalElements, active.body.content[0].id], [1, created.id]);
      assert.deepEqual(
        (await call('POST', 'promotions/getPromotions', admin, { search: 'ng metro' })).body.content.map(
          (p: { sellername: string }) => p.sellername,
        ),
        ['Carl Ng'],
      );
      assert.equal((await call('POST', 'promotions/getPromotions', admin, { status: 'maybe' })).status, 400);
    });

    test('edit keeps the §5 rules and delete answers the §8 text', async () => {
      const { body: p } = await call('POST', 'promotions', admin, promo());
      const edited = await call('POST', 'promotions/updatePromotion', admin, {
        ...promo(),
        id: p.id,
        status: 'false',
        enddate: '04-30-2030',
        companyName: 'Stone Labs',
      });
      assert.deepEqual([edited.body.enddate, edited.body.companyName], ['04-30-2030', 'Stone Labs']);
      assert.deepEqual(
        (await call('POST', 'promotions/updatePromotion', admin, { ...promo(), id: p.id, status: 'false', enddate: '01-01-2030' })).body
          .errors,
        ['End Date should be greater than Start Date'],
      );
      assert.equal((await call('POST', 'promotions/updatePromotion', admin, { ...promo(), id: 999999, status: 'false' })).status, 404);
      assert.deepEqual((await call('PUT', `promotions/deletePromotion?id=${p.id}`, admin)).body, { message: 'Promotion is deleted.' });
      assert.equal((await call('PUT', `promotions/deletePromotion?id=${p.id}`, admin)).status, 404);
    });

    test('visitors, buyers and sellers cannot read or change promotions', async () => {
      for (const who of [undefined, buyer, seller]) {
        const expected = who ? 403 : 401;
        assert.equal((await call('POST', 'promotions/getPromotions', who, {})).status, expected);
        assert.equal((await call('POST', 'promotions', who, promo())).status, expected);
        assert.equal((await call('POST', 'promotions/updatePromotion', who, { ...promo(), id: 1, status: 'true' })).status, expected);
        assert.equal((await call('PUT', 'promotions/deletePromotion?id=1', who)).status, expected);
      }
    });
  });
}
