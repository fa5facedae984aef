import { and, eq } from 'drizzle-orm';
import type { OrderChangeField, OrderStatus, UpdateOrderStatus } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { noteStatusChange } from './status-notices.ts';

export interface StatusChange {
  orderId: number;
  ordernumber: string;
  buyer: { email: string; firstname: string };
  /** Set when the buyer is to be mailed now: from the status last mailed to the new one (see status-notices). */
  mailNow?: { from: OrderStatus; to: OrderStatus };
}

/**
 * Writes one row's status, payment status and comments and records each changed field in order_events, all with
 * the caller's transaction handle. Another seller's order (or a missing one) is 404: existence stays hidden.
 */
export async function applyStatusChange(tx: Db, sellerId: number, u: UpdateOrderStatus): Promise<StatusChange> {
  if (u.sellerid !== sellerId) throw new AppError('ERR_NOT_FOUND', 'This order was not found among your orders.');
  const [row] = await tx
    .select({ order: orders, buyerEmail: users.email, buyerFirstname: users.firstname })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(and(eq(orders.id, u.orderid), eq(orders.sellerId, sellerId)))
    .for('update', { of: orders });
  if (!row) throw new AppError('ERR_NOT_FOUND', 'This order was not found among your orders.');
  const o = row.order;
  const changes: { field: OrderChangeField; from: string; to: string }[] = [
    { field: 'status' as const, from: o.status, to: u.orderStatus },
    { field: 'payment' as const, from: o.paymentStatus, to: u.paymentStatus },
    { field: 'comments' as const, from: o.comments, to: u.comments },
  ].filter((c) => c.from !== c.to);
  if (changes.length) {
    await tx
      .update(orders)
      .set({ status: u.orderStatus, paymentStatus: u.paymentStatus, comments: u.comments, updatedAt: new Date() })
      .where(eq(orders.id, o.id));
    await tx
      .insert(orderEvents)
      .values(changes.map((c) => ({ orderId: o.id, actorId: sellerId, field: c.field, fromValue: c.from, toValue: c.to })));
  }
  const mailNow = o.status !== u.orderStatus ? await noteStatusChange(tx, o.id, { from: o.status, to: u.orderStatus }) : undefined;
  return {
    orderId: o.id,
    ordernumber: o.ordernumber,
    buyer: { email: row.buyerEmail, firstname: row.buyerFirstname },
    ...(mailNow ? { mailNow } : {}),
  };
}
