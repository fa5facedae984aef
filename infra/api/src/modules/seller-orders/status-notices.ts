import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { orderStatusNotices, orders, users } from '../../db/schema/index.ts';
import type { Mail } from '../../lib/mailer.ts';
import { orderStatusMail } from '../../lib/mail-templates/order-status-mail.ts';
import type { MailSite } from '../../lib/mail-templates/layout.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The buyer gets at most one status mail per order in this long, carrying the status current at its end. */
export const noticeWindowMs = 10 * 60_000;

/**
 * Records a status change for the buyer's mail, inside the change's transaction. Answers the change to mail now when
 * the order's last mail is older than the window (or there was none); otherwise a mail is due at the window's end,
 * which the sweeper sends with the status then current (or not at all when it is back to the one last mailed).
 */
export async function noteStatusChange(
  tx: Db | Tx,
  orderId: number,
  change: { from: OrderStatus; to: OrderStatus },
  now = new Date(),
): Promise<{ from: OrderStatus; to: OrderStatus } | undefined> {
  const [notice] = await tx.select().from(orderStatusNotices).where(eq(orderStatusNotices.orderId, orderId)).for('update');
  if (notice && now.getTime() < notice.lastMailedAt.getTime() + noticeWindowMs) {
    await tx
      .update(orderStatusNotices)
      .set({ dueAt: new Date(notice.lastMailedAt.getTime() + noticeWindowMs) })
      .where(eq(orderStatusNotices.orderId, orderId));
    return undefined;
  }
  const from = notice?.lastMailedStatus ?? change.from;
  if (from === change.to) {
    await tx.update(orderStatusNotices).set({ dueAt: null }).where(eq(orderStatusNotices.orderId, orderId));
    return undefined;
  }
  const mailed = { lastMailedStatus: change.to, lastMailedAt: now, dueAt: null };
  await tx
    .insert(orderStatusNotices)
    .values({ orderId, ...mailed })
    .onConflictDoUpdate({ target: orderStatusNotices.orderId, set: mailed });
  return { from, to: change.to };
}

const sellers = alias(users, 'seller');

/** The mail of one order's status change, with the buyer, seller and comments as they are now. */
export async function statusMailOf(
  db: Db | Tx,
  orderId: number,
  status: { from: OrderStatus; to: OrderStatus },
  site: MailSite,
): Promise<Mail> {
  const [row] = await db
    .select({
      order: orders,
      buyerEmail: users.email,
      buyerFirstname: users.firstname,
      sellerFirst: sellers.firstname,
      sellerLast: sellers.lastname,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(eq(orders.id, orderId));
  const r = row!;
  return orderStatusMail(
    {
      to: r.buyerEmail,
      buyerFirstname: r.buyerFirstname,
      ordernumber: r.order.ordernumber,
      sellerName: [r.sellerFirst, r.sellerLast].filter(Boolean).join(' ') || 'Your seller',
      status,
      comments: r.order.comments,
    },
    site,
  );
}

export interface SweepDeps {
  db: Db;
  /** Queues the mail inside the sweep's transaction (`key` names the event: this order's notice due at this time). */
  send(mail: Mail, tx: Db, key: string): Promise<void>;
  site: MailSite;
}

/**
 * Sends every coalesced status mail due by `now`, one order per transaction. `FOR UPDATE SKIP LOCKED` lets several
 * API processes sweep at once: each due notice is taken by one of them. Answers how many mails went out.
 */
export async function sweepStatusNotices(deps: SweepDeps, now = new Date(), batch = 100): Promise<number> {
  let sent = 0;
  for (let i = 0; i < batch; i++) {
    const taken = await deps.db.transaction(async (tx) => {
      const [notice] = await tx
        .select()
        .from(orderStatusNotices)
        .where(and(isNotNull(orderStatusNotices.dueAt), lte(orderStatusNotices.dueAt, now)))
        .orderBy(asc(orderStatusNotices.dueAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!notice) return false;
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, notice.orderId));
      if (!order || order.status === notice.lastMailedStatus) {
        await tx.update(orderStatusNotices).set({ dueAt: null }).where(eq(orderStatusNotices.orderId, notice.orderId));
        return true;
      }
      const mail = await statusMailOf(tx, notice.orderId, { from: notice.lastMailedStatus, to: order.status }, deps.site);
      await tx
        .update(orderStatusNotices)
        .set({ lastMailedStatus: order.status, lastMailedAt: now, dueAt: null })
        .where(eq(orderStatusNotices.orderId, notice.orderId));
      // queued in the same transaction: the notice is marked mailed exactly when its mail job exists
      await deps.send(mail, tx, `order-status:${notice.orderId}:due:${notice.dueAt!.getTime()}`);
      sent += 1;
      return true;
    });
    if (!taken) break;
  }
  return sent;
}
