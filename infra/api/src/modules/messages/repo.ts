import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Message, MessageThread, MessageUserType } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { messages, messageThreads, orders } from '../../db/schema/index.ts';
import { loadOrders } from '../orders/index.ts';
import { loadParties, type Party } from './question-repo.ts';

type MessageRow = typeof messages.$inferSelect;

export const toMessage = (m: MessageRow): Message => ({
  id: m.id,
  usertype: m.usertype,
  messagetext: m.text,
  messagedate: m.createdAt.toISOString(),
  notify: m.notify,
});

const partyColumn = (role: MessageUserType) => (role === 'buyer' ? messageThreads.buyerId : messageThreads.sellerId);
const otherRole = (role: MessageUserType): MessageUserType => (role === 'buyer' ? 'seller' : 'buyer');

/** An order's buyer and seller, or undefined when it does not exist. */
export async function findOrderParties(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, buyerId: orders.buyerId, sellerId: orders.sellerId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** The order's thread id, created on first use (one thread per order). */
export async function ensureThread(tx: Db, order: { id: number; buyerId: number; sellerId: number }): Promise<number> {
  await tx
    .insert(messageThreads)
    .values({ orderId: order.id, buyerId: order.buyerId, sellerId: order.sellerId })
    .onConflictDoNothing({ target: messageThreads.orderId });
  const [thread] = await tx.select({ id: messageThreads.id }).from(messageThreads).where(eq(messageThreads.orderId, order.id));
  return thread!.id;
}

export async function insertMessage(
  tx: Db,
  m: { threadId: number; usertype: MessageUserType; senderId: number; text: string },
): Promise<Message> {
  const [row] = await tx
    .insert(messages)
    .values({ ...m, notify: true })
    .returning();
  return toMessage(row!);
}

/** Whether `userId`, as `role`, has any unread message from the other party. */
export async function hasUnreadMessages(db: Db, userId: number, role: MessageUserType): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(and(eq(partyColumn(role), userId), eq(messages.usertype, otherRole(role)), eq(messages.notify, true)))
    .limit(1);
  return row !== undefined;
}

/** Clears notify on the other party's messages of the caller's thread (of this order, or by its id). */
export async function markThreadRead(db: Db, which: { orderId: number } | { threadId: number }, role: MessageUserType): Promise<void> {
  const thread =
    'threadId' in which
      ? db.select({ id: messageThreads.id }).from(messageThreads).where(eq(messageThreads.id, which.threadId))
      : db.select({ id: messageThreads.id }).from(messageThreads).where(eq(messageThreads.orderId, which.orderId));
  await db
    .update(messages)
    .set({ notify: false })
    .where(and(inArray(messages.threadId, thread), ne(messages.usertype, role), eq(messages.notify, true)));
}

const fullName = (p: Party | undefined) => ({ firstname: p?.firstname ?? '', lastname: p?.lastname ?? '' });

/** The threads of `userId` as `role`, newest activity first, with their messages and order (or asked-about listing) data. */
export async function listThreads(db: Db, userId: number, role: MessageUserType): Promise<MessageThread[]> {
  const lastActivity = sql<Date>`coalesce(max(${messages.createdAt}), ${messageThreads.createdAt})`;
  const threads = await db
    .select({
      id: messageThreads.id,
      orderId: messageThreads.orderId,
      productId: messageThreads.productId,
      productname: messageThreads.productname,
      buyerId: messageThreads.buyerId,
      sellerId: messageThreads.sellerId,
    })
    .from(messageThreads)
    .leftJoin(messages, eq(messages.threadId, messageThreads.id))
    .where(eq(partyColumn(role), userId))
    .groupBy(messageThreads.id)
    .orderBy(desc(lastActivity), desc(messageThreads.id));
  if (!threads.length) return [];
  const questions = threads.filter((t) => t.orderId === null);
  const [rows, orderList, parties] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(
        inArray(
          messages.threadId,
          threads.map((t) => t.id),
        ),
      )
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    loadOrders(
      db,
      threads.flatMap((t) => (t.orderId === null ? [] : [t.orderId])),
    ),
    loadParties(
      db,
      questions.flatMap((t) => [t.buyerId, t.sellerId]),
    ),
  ]);
  const ordersById = new Map(orderList.map((o) => [o.id, o]));
  const byThread = new Map<number, Message[]>();
  for (const m of rows) {
    const list = byThread.get(m.threadId) ?? [];
    list.push(toMessage(m));
    byThread.set(m.threadId, list);
  }
  return threads.flatMap((t): MessageThread[] => {
    const messageContentObject = byThread.get(t.id) ?? [];
    if (t.orderId === null) {
      const seller = parties.get(t.sellerId);
      return [
        {
          threadid: t.id,
          kind: 'question',
          orderid: null,
          listing: { id: t.productId, productname: t.productname ?? '' },
          messageContentObject,
          orderData: {
            buyerAccountData: { id: t.buyerId, ...fullName(parties.get(t.buyerId)) },
            sellerAccountData: { id: t.sellerId, ...fullName(seller), company: seller?.company ?? '' },
            product: [],
          },
        },
      ];
    }
    const order = ordersById.get(t.orderId);
    if (!order) return [];
    const { buyerAccountData: buyer, sellerAccountData: seller } = order;
    return [
      {
        threadid: t.id,
        kind: 'order',
        orderid: t.orderId,
        messageContentObject,
        orderData: {
          ordernumber: order.ordernumber,
          buyerAccountData: { id: buyer.id, firstname: buyer.firstname, lastname: buyer.lastname },
          sellerAccountData: { id: seller.id, firstname: seller.firstname, lastname: seller.lastname, company: seller.company },
          product: order.product.map((p) => ({ productname: p.productname, price: p.price })),
        },
      },
    ];
  });
}
