import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@xchange/contract';
import { orderEvents, orderStatusNotices } from '../../db/schema/index.ts';
import type { Mail } from '../../lib/mailer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';
import { caller } from '../../test/admin-test-kit.ts';
import { mailsTo } from '../auth/auth-test-kit.ts';
import { addOrder } from '../../test/order-fixtures.ts';
import { noticeWindowMs, sweepStatusNotices, type SweepDeps } from './status-notices.ts';

const minute = 60_000;

for (const driver of drivers) {
  describe(`buyer status mails, one per order per 10 minutes (${driver})`, () => {
    let t: TestApp;
    let call: ReturnType<typeof caller>;
    let seller: TestUser;
    let buyer: TestUser;
    const swept: Mail[] = [];
    let deps: SweepDeps;
    const setStatus = async (orderid: number, orderStatus: OrderStatus) => {
      const r = await call('POST', 'order/update-status', seller, {
        orderid,
        sellerid: seller.id,
        orderStatus,
        paymentStatus: 'Unpaid',
        comments: '',
      });
      assert.equal(r.status, 200, JSON.stringify(r.body));
    };
    const statusMails = async (ordernumber: string) => (await mailsTo(t, buyer.email)).filter((m) => m.subject.includes(ordernumber));
    /** The clock moved: the notice's last mail `ago` ms before now (what a real 10-minute wait leaves behind). */
    const lastMailed = async (orderId: number, ago: number) => {
      await t.app.db
        .update(orderStatusNotices)
        .set({ lastMailedAt: new Date(Date.now() - ago), dueAt: null })
        .where(eq(orderStatusNotices.orderId, orderId));
    };

    before(async () => {
      t = await createTestApp(driver);
      call = caller(t);
      seller = await addTestUser(t, 'seller', { firstname: 'Mia', lastname: 'Stone' });
      buyer = await addTestUser(t, 'buyer', { firstname: 'Zoe' });
      deps = {
        db: t.app.db,
        send: async (m) => void swept.push(m),
        site: t.config,
      };
    });
    after(() => t.close());

    test('the first change mails at once; clicks within 10 minutes make one mail at the window end with the status then current', async () => {
      const o = await addOrder(t, { sellerId: seller.id, buyerId: buyer.id, total: 100 });
      await setStatus(o.id, 'Shipped');
      const first = await statusMails(o.ordernumber);
      assert.equal(first.length, 1);
      assert.match(first[0]!.text, /from In Progress to Shipped\./);
      for (const s of ['Completed', 'Cancelled', 'Completed'] as const) await setStatus(o.id, s);
      assert.equal((await statusMails(o.ordernumber)).length, 1, 'no mail per click');
      const history = await t.app.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, o.id), eq(orderEvents.field, 'status')));
      assert.deepEqual(
        history.map((e) => e.toValue),
        ['Shipped', 'Completed', 'Cancelled', 'Completed'],
        'the in-site history keeps every change',
      );

      const [notice] = await t.app.db.select().from(orderStatusNotices).where(eq(orderStatusNotices.orderId, o.id));
      const windowEnd = notice!.lastMailedAt.getTime() + noticeWindowMs;
      assert.equal(notice!.dueAt!.getTime(), windowEnd);
      assert.equal(await sweepStatusNotices(deps, new Date(windowEnd - 1000)), 0, 'nothing before the window ends');
      assert.equal(await sweepStatusNotices(deps, new Date(windowEnd)), 1);
      assert.equal(swept.length, 1);
      assert.equal(swept[0]!.to, buyer.email);
      assert.match(swept[0]!.subject, new RegExp(`order ${o.ordernumber} is now Completed`));
      assert.match(swept[0]!.text, /from Shipped to Completed/);
      assert.equal(await sweepStatusNotices(deps, new Date(windowEnd + 60 * minute)), 0, 'sent once');
    });

    test('no mail when the status is back to the one last mailed; after a quiet window the next change mails at once', async () => {
      const o = await addOrder(t, { sellerId: seller.id, buyerId: buyer.id, total: 100 });
      await setStatus(o.id, 'Shipped');
      await setStatus(o.id, 'Cancelled');
      await setStatus(o.id, 'Shipped');
      const before = swept.length;
      assert.equal(await sweepStatusNotices(deps, new Date(Date.now() + noticeWindowMs + minute)), 0);
      assert.equal(swept.length, before);
      assert.equal((await statusMails(o.ordernumber)).length, 1);

      await lastMailed(o.id, noticeWindowMs + minute);
      await setStatus(o.id, 'Completed');
      const mails = await statusMails(o.ordernumber);
      assert.equal(mails.length, 2);
      assert.match(mails[1]!.text, /from Shipped to Completed/);
    });

    test('two sweepers at once (two API processes) send a due mail once', async () => {
      const o = await addOrder(t, { sellerId: seller.id, buyerId: buyer.id, total: 100 });
      await setStatus(o.id, 'Shipped');
      await setStatus(o.id, 'Completed');
      const before = swept.length;
      const at = new Date(Date.now() + noticeWindowMs + minute);
      const counts = await Promise.all([sweepStatusNotices(deps, at), sweepStatusNotices(deps, at), sweepStatusNotices(deps, at)]);
      assert.equal(
        counts.reduce((a, b) => a + b, 0),
        1,
      );
      assert.equal(swept.length, before + 1);
    });

    test('the app sweeps by itself once ready, and stops on close', async () => {
      const o = await addOrder(t, { sellerId: seller.id, buyerId: buyer.id, total: 100 });
      await setStatus(o.id, 'Shipped');
      await setStatus(o.id, 'Cancelled');
      await t.app.db
        .update(orderStatusNotices)
        .set({ dueAt: new Date(Date.now() - 1000), lastMailedAt: new Date(Date.now() - noticeWindowMs - 1000) })
        .where(eq(orderStatusNotices.orderId, o.id));
      const deadline = Date.now() + 40_000;
      while ((await statusMails(o.ordernumber)).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      const mails = await statusMails(o.ordernumber);
      assert.equal(mails.length, 2, 'the running sweeper sent the due mail');
      assert.match(mails[1]!.text, /from Shipped to Cancelled/);
    });
  });
}
