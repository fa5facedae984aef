import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { monthNames } from '@xchange/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';
import { caller } from '../../test/admin-test-kit.ts';
import { addOrder } from '../../test/order-fixtures.ts';
import { sellerDashboard, topProducts } from './repo.ts';

/** Twelve single-value month objects from a partial { Mar: 140 }. */
const months = (values: Partial<Record<(typeof monthNames)[number], number>>) => monthNames.map((m) => ({ [m]: values[m] ?? 0 }));

for (const driver of drivers) {
  describe(`seller dashboard (${driver})`, () => {
    let t: TestApp;
    let call: ReturnType<typeof caller>;
    let seller: TestUser;
    let other: TestUser;
    let buyer: TestUser;
    // "now" of the fixtures: 2026-03-15 15:00 UTC = 11:00 in New York (EDT, UTC-4)
    const now = new Date('2026-03-15T15:00:00Z');

    before(async () => {
      t = await createTestApp(driver);
      call = caller(t);
      seller = await addTestUser(t, 'seller');
      other = await addTestUser(t, 'seller');
      buyer = await addTestUser(t, 'buyer');
      const o = (total: number, at: string, status: 'New Order' | 'Completed' | 'Shipped' | 'Cancelled', products: string[]) =>
        addOrder(t, {
          sellerId: seller.id,
          buyerId: buyer.id,
          total,
          at,
          status,
          lines: products.map((productname) => ({ productname, imageUrl: `/media/${productname}.jpg` })),
        });
      await o(100, '2026-03-15T14:00:00Z', 'New Order', ['Scope', 'Probe']); // 10:00 Mar 15 NY
      await o(40, '2026-03-15T02:00:00Z', 'Shipped', ['Scope']); // 22:00 Mar 14 NY
      await o(25, '2026-03-01T04:30:00Z', 'Completed', ['Meter']); // 23:30 Feb 28 NY (EST): last month there, this month in UTC
      await o(60, '2026-02-10T12:00:00Z', 'Completed', ['Meter']);
      await o(500, '2026-03-10T12:00:00Z', 'Cancelled', ['Scope', 'Probe']); // never a sale
      await o(10, '2026-01-01T02:00:00Z', 'Shipped', ['Meter']); // 21:00 Dec 31 2025 NY: last year there
      await o(1000, '2025-07-04T12:00:00Z', 'Completed', ['Meter']);
      await addOrder(t, {
        sellerId: other.id,
        buyerId: buyer.id,
        total: 777,
        at: '2026-03-15T14:00:00Z',
        lines: [{ productname: 'Scope' }],
      });
    });
    after(() => t.close());

    test('UTC: today, this month, last month, total and Jan..Dec of this year; cancelled and other sellers left out', async () => {
      assert.deepEqual(await sellerDashboard(t.app.db, seller.id, 'UTC', now), {
        todaySale: 140,
        monthlySale: 165,
        lastMonthSale: 60,
        totalSale: 1235,
        annualSale: months({ Jan: 10, Feb: 60, Mar: 165 }),
        dailyOrders: 2,
        monthlyOrders: 3,
        lastMonthlyOrders: 1,
        totalOrders: 6,
        annualOrders: months({ Jan: 1, Feb: 1, Mar: 3 }),
      });
    });

    test('America/New_York: 23:30 on Feb 28 there is February, 21:00 on Dec 31 is last year', async () => {
      assert.deepEqual(await sellerDashboard(t.app.db, seller.id, 'America/New_York', now), {
        todaySale: 100,
        monthlySale: 140,
        lastMonthSale: 85,
        totalSale: 1235,
        annualSale: months({ Feb: 85, Mar: 140 }),
        dailyOrders: 1,
        monthlyOrders: 2,
        lastMonthlyOrders: 2,
        totalOrders: 6,
        annualOrders: months({ Feb: 2, Mar: 2 }),
      });
    });

    test('year boundary: on Dec 31 in New York the year is still the last one, last month is November', async () => {
      const newYearUtc = new Date('2026-01-01T03:00:00Z'); // 22:00 Dec 31 2025 in New York
      assert.deepEqual(await sellerDashboard(t.app.db, seller.id, 'America/New_York', newYearUtc), {
        todaySale: 10,
        monthlySale: 10,
        lastMonthSale: 0,
        totalSale: 1235,
        annualSale: months({ Jul: 1000, Dec: 10 }),
        dailyOrders: 1,
        monthlyOrders: 1,
        lastMonthlyOrders: 0,
        totalOrders: 6,
        annualOrders: months({ Jul: 1, Dec: 1 }),
      });
      const utc = await sellerDashboard(t.app.db, seller.id, 'UTC', newYearUtc);
      assert.deepEqual([utc.todaySale, utc.monthlySale, utc.lastMonthSale], [10, 10, 0]);
      assert.deepEqual(utc.annualSale, months({ Jan: 10, Feb: 60, Mar: 165 }));
    });

    test('January: last month is December of the year before', async () => {
      const d = await sellerDashboard(t.app.db, seller.id, 'UTC', new Date('2026-01-20T12:00:00Z'));
      assert.deepEqual([d.lastMonthSale, d.lastMonthlyOrders, d.monthlySale], [0, 0, 10]);
      const ny = await sellerDashboard(t.app.db, seller.id, 'America/New_York', new Date('2026-01-20T12:00:00Z'));
      assert.deepEqual([ny.lastMonthSale, ny.lastMonthlyOrders, ny.monthlySale], [10, 1, 0]);
    });

    test('top products: by number of orders, cancelled orders excluded, first picture first', async () => {
      assert.deepEqual(await topProducts(t.app.db, seller.id), [
        { productName: 'Meter', orderCount: 4, productPic: '/media/Meter.jpg' },
        { productName: 'Scope', orderCount: 2, productPic: '/media/Scope.jpg' },
        { productName: 'Probe', orderCount: 1, productPic: '/media/Probe.jpg' },
      ]);
      assert.deepEqual(await topProducts(t.app.db, other.id), [{ productName: 'Scope', orderCount: 1, productPic: '' }]);
    });

    test('the routes answer the caller’s own figures, check tz and refuse buyers and visitors', async () => {
      const r = await call('GET', 'sellerprofile/getSellerDashboard?tz=America%2FNew_York', seller);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual([r.body.totalSale, r.body.totalOrders, r.body.annualSale.length], [1235, 6, 12]);
      assert.equal((await call('GET', 'sellerprofile/getSellerDashboard', other)).body.totalSale, 777);
      const bad = await call('GET', 'sellerprofile/getSellerDashboard?tz=Mars%2FOlympus', seller);
      assert.deepEqual([bad.status, bad.body.errors], [400, ['Time zone must be an IANA name such as America/New_York.']]);
      const top = await call('GET', 'sellerprofile/getTopProducts?tz=UTC', seller);
      assert.deepEqual(
        top.body.map((p: { productName: string }) => p.productName),
        ['Meter', 'Scope', 'Probe'],
      );
      assert.equal((await call('GET', 'sellerprofile/getSellerDashboard', buyer)).status, 403);
      assert.equal((await call('GET', 'sellerprofile/getTopProducts', undefined)).status, 401);
    });
  });
}
