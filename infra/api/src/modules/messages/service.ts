import type { CloseNotificationQuery, Message, MessageThread, MessageUserType, NewMessage } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { MessageHub } from './message-hub.ts';
import { ensureThread, findOrderParties, hasUnreadMessages, insertMessage, listThreads, markThreadRead } from './repo.ts';

/** Only buyers and sellers have messages; anyone else is refused. */
export function messageRole(user: AuthUser): MessageUserType {
  if (user.role === 'buyer' || user.role === 'seller') return user.role;
  throw new AppError('ERR_FORBIDDEN', 'Only buyers and sellers have messages.');
}

/** The order when the caller is its buyer (as a buyer) or its seller (as a seller); otherwise 404, existence hidden. */
async function ownOrder(db: Db, user: AuthUser, role: MessageUserType, orderId: number) {
  const order = await findOrderParties(db, orderId);
  const party = order && (role === 'buyer' ? order.buyerId : order.sellerId);
  if (!order || party !== user.id) throw new AppError('ERR_NOT_FOUND', 'This order was not found.');
  return order;
}

export function getThreads(db: Db, user: AuthUser): Promise<MessageThread[]> {
  return listThreads(db, user.id, messageRole(user));
}

/** Adds a message to the order's thread (creating it) and tells both parties' open streams. */
export async function sendMessage(db: Db, hub: MessageHub, user: AuthUser, body: NewMessage): Promise<Message> {
  const role = messageRole(user);
  if (body.usertype !== role) throw new AppError('ERR_FORBIDDEN', `You can only send messages as a ${role}.`);
  const order = await ownOrder(db, user, role, body.orderid);
  if (body.buyerId !== order.buyerId || body.sellerId !== order.sellerId) {
    throw new AppError('ERR_FORBIDDEN', 'The buyer and seller do not match this order.');
  }
  const recipient = role === 'buyer' ? { id: order.sellerId, role: 'seller' as const } : { id: order.buyerId, role: 'buyer' as const };
  const hadUnread = await hasUnreadMessages(db, recipient.id, recipient.role);
  const message = await db.transaction(async (tx) => {
    const threadId = await ensureThread(tx, order);
    return insertMessage(tx, { threadId, usertype: role, senderId: user.id, text: body.messagetext });
  });
  const event = { type: 'message' as const, orderid: order.id, message };
  hub.publish(order.buyerId, event);
  hub.publish(order.sellerId, event);
  if (!hadUnread) hub.publish(recipient.id, { type: 'unread', unread: true });
  return message;
}

/** Marks the other party's messages of the caller's thread read; the caller's streams learn the new unread state. */
export async function closeNotification(db: Db, hub: MessageHub, user: AuthUser, query: CloseNotificationQuery): Promise<void> {
  const role = messageRole(user);
  if (query.status) throw new AppError('ERR_VALIDATION', 'Only status=false (mark as read) is supported.');
  await ownOrder(db, user, role, query.id);
  const before = await hasUnreadMessages(db, user.id, role);
  if (!before) return;
  await markThreadRead(db, query.id, role);
  const after = await hasUnreadMessages(db, user.id, role);
  if (!after) hub.publish(user.id, { type: 'unread', unread: false });
}
