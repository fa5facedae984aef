import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';
import { caller } from '../../test/admin-test-kit.ts';
import { applyPromotionSchedule, utcDate } from './schedule.ts';

for (const driver of drivers) {
  describe(`promotion schedule (${driver})`, () => {
    let t: TestApp;
    let admin: TestUser;
    let seller: TestUser;
    let call: ReturnType<typeof caller>;
    let clock = Date.parse('2030-02-27T12:00:00Z');
    const runSchedule = () => applyPromotionSchedule(t.app.db, utcDate(t.app.now()));
    const statusOf = async (id: number) =>
      (
        (await call('POST', 'promotions/getPromotions', admin, { search: 'Stone Spring Fair' })).body.content as {
          id: number;
          status: string;
        }[]
      ).find((p) => p.id === id)?.status;
    const fair = { sellername: 'Mia Stone', companyName: 'Stone Spring Fair', startdate: '03-01-2030', enddate: '03-03-2030' };

    before(async () => {
      t = await createTestApp(driver, { now: () => clock });
      call = caller(t);
      admin = await addTestUser(t, 'admin');
      seller = await addTestUser(t, 'seller', { firstname: 'Mia', lastname: 'Stone', company: 'Stone Instruments' });
    });
    after(() => t.close());

    test('an upcoming promotion goes live on its start date and off the day after its end date, once, whatever the run count', async () => {
      const { body: p } = await call('POST', 'promotions', admin, { ...fair, sellerId: seller.id });
      await runSchedule();
      assert.equal(await statusOf(p.id), 'false', 'two days before its start it is still upcoming');
      clock = Date.parse('2030-03-01T00:00:30Z');
      assert.deepEqual(await runSchedule(), { started: 1, ended: 0 });
      assert.deepEqual(await runSchedule(), { started: 0, ended: 0 }, 'a second process or run changes nothing');
      assert.equal(await statusOf(p.id), 'true');
      clock = Date.parse('2030-03-03T23:59:00Z');
      await runSchedule();
      assert.equal(await statusOf(p.id), 'true', 'still live on its end date');
      clock = Date.parse('2030-03-04T00:01:00Z');
      assert.deepEqual(await runSchedule(), { started: 0, ended: 1 });
      assert.equal(await statusOf(p.id), 'false');
    });

    test("the admin's switch overrides the schedule until the next boundary; new dates are scheduled afresh", async () => {
      clock = Date.parse('2030-02-27T12:00:00Z');
      const { body: p } = await call('POST', 'promotions', admin, { ...fair, sellerId: seller.id });
      clock = Date.parse('2030-03-01T09:00:00Z');
      await runSchedule();
      const off = await call('POST', 'promotions/updatePromotion', admin, { ...fair, sellerId: seller.id, id: p.id, status: 'false' });
      assert.equal(off.body.status, 'false');
      await runSchedule();
      assert.equal(await statusOf(p.id), 'false', 'switched off on its start date, it stays off');
      const on = await call('POST', 'promotions/updatePromotion', admin, { ...fair, sellerId: seller.id, id: p.id, status: 'true' });
      assert.equal(on.body.status, 'true');
      clock = Date.parse('2030-03-04T08:00:00Z');
      await runSchedule();
      assert.equal(await statusOf(p.id), 'false', 'the end boundary still switches it off');
      const later = { ...fair, sellerId: seller.id, id: p.id, status: 'false', startdate: '03-10-2030', enddate: '03-12-2030' };
      await call('POST', 'promotions/updatePromotion', admin, later);
      clock = Date.parse('2030-03-10T06:00:00Z');
      await runSchedule();
      assert.equal(await statusOf(p.id), 'true', 'moved to later dates, it goes live on the new start date');
    });

    test('a promotion added to start today waits for the switch; one added to start tomorrow goes live tomorrow', async () => {
      clock = Date.parse('2030-05-01T10:00:00Z');
      const today = { ...fair, sellerId: seller.id, startdate: '05-01-2030', enddate: '05-02-2030' };
      const { body: p } = await call('POST', 'promotions', admin, today);
      await runSchedule();
      assert.equal(await statusOf(p.id), 'false');
      const tomorrow = { ...today, startdate: '05-02-2030', enddate: '05-05-2030' };
      const { body: q } = await call('POST', 'promotions', admin, tomorrow);
      clock = Date.parse('2030-05-02T00:00:01Z');
      await runSchedule();
      assert.equal(await statusOf(q.id), 'true');
    });
  });
}
