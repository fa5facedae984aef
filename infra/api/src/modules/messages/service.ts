import {
  questionTexts,
  type AskQuestion,
  type AskQuestionResponse,
  type CloseNotificationQuery,
  type Message,
  type MessageThread,
  type MessageUserType,
  type NewMessage,
} from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailSite } from '../../lib/mail-templates/layout.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { MessageHub } from './message-hub.ts';
import { queueQuestionMail } from './question-mail.ts';
import { ensureQuestionThread, findShownListing, findThread } from './question-repo.ts';
import { ensureThread, findOrderParties, hasUnreadMessages, insertMessage, listThreads, markThreadRead } from './repo.ts';

/** What the message calls need besides the request: the database, the live stream and the mail queue. */
export interface MessageDeps {
  db: Db;
  hub: MessageHub;
  jobs: JobQueue;
  site: MailSite;
}

/** Only buyers and sellers have messages; anyone else is refused. */
export function messageRole(user: AuthUser): MessageUserType {
  if (user.role === 'buyer' || user.role === 'seller') return user.role;
  throw new AppError('ERR_FORBIDDEN', 'Only buyers and sellers have messages.');
}

const isParty = (p: { buyerId: number; sellerId: number }, user: AuthUser, role: MessageUserType) =>
  (role === 'buyer' ? p.buyerId : p.sellerId) === user.id;

/** The order when the caller is its buyer (as a buyer) or its seller (as a seller); otherwise 404, existence hidden. */
async function ownOrder(db: Db, user: AuthUser, role: MessageUserType, orderId: number) {
  const order = await findOrderParties(db, orderId);
  if (!order || !isParty(order, user, role)) throw new AppError('ERR_NOT_FOUND', 'This order was not found.');
  return order;
}

/** The thread when the caller is its buyer or seller in that role; otherwise 404, existence hidden. */
async function ownThread(db: Db, user: AuthUser, role: MessageUserType, threadId: number) {
  const thread = await findThread(db, threadId);
  if (!thread || !isParty(thread, user, role)) throw new AppError('ERR_NOT_FOUND', questionTexts.threadNotFound);
  return thread;
}

export function getThreads(db: Db, user: AuthUser): Promise<MessageThread[]> {
  return listThreads(db, user.id, messageRole(user));
}

/** Where a message goes: an order (its thread made on first use) or a thread of the caller's by id. */
async function targetOf(db: Db, user: AuthUser, role: MessageUserType, body: NewMessage) {
  if (body.orderid !== undefined) {
    const order = await ownOrder(db, user, role, body.orderid);
    return {
      order,
      orderId: order.id,
      threadId: undefined,
      question: undefined,
      buyerId: order.buyerId,
      sellerId: order.sellerId,
      what: 'order',
    };
  }
  const thread = await ownThread(db, user, role, body.threadid!);
  const question = thread.orderId === null ? { productname: thread.productname ?? '' } : undefined;
  return {
    order: undefined,
    orderId: thread.orderId,
    threadId: thread.id,
    question,
    buyerId: thread.buyerId,
    sellerId: thread.sellerId,
    what: 'conversation',
  };
}

/** Tells both parties' open streams about a new message, and the recipient's when it is their first unread one. */
function publishMessage(
  hub: MessageHub,
  m: { threadid: number; orderid: number | null; message: Message; buyerId: number; sellerId: number; from: MessageUserType },
  recipientHadUnread: boolean,
) {
  const event = { type: 'message' as const, threadid: m.threadid, orderid: m.orderid, message: m.message };
  hub.publish(m.buyerId, event);
  hub.publish(m.sellerId, event);
  const recipient = m.from === 'buyer' ? m.sellerId : m.buyerId;
  if (!recipientHadUnread) hub.publish(recipient, { type: 'unread', unread: true });
}

/**
 * Adds a message to an order's thread (creating it) or to a thread by id, and tells both parties' open streams; a
 * message of a question about a listing is also mailed to the other party.
 */
export async function sendMessage(deps: MessageDeps, user: AuthUser, body: NewMessage): Promise<Message> {
  const { db } = deps;
  const role = messageRole(user);
  if (body.usertype !== role) throw new AppError('ERR_FORBIDDEN', `You can only send messages as a ${role}.`);
  const target = await targetOf(db, user, role, body);
  if (body.buyerId !== target.buyerId || body.sellerId !== target.sellerId) {
    throw new AppError('ERR_FORBIDDEN', `The buyer and seller do not match this ${target.what}.`);
  }
  const recipient = role === 'buyer' ? { id: target.sellerId, role: 'seller' as const } : { id: target.buyerId, role: 'buyer' as const };
  const hadUnread = await hasUnreadMessages(db, recipient.id, recipient.role);
  const { threadId, message } = await db.transaction(async (tx) => {
    const threadId = target.threadId ?? (await ensureThread(tx, target.order!));
    const message = await insertMessage(tx, { threadId, usertype: role, senderId: user.id, text: body.messagetext });
    if (target.question) {
      await queueQuestionMail(tx, deps.jobs, deps.site, {
        messageId: message.id!,
        buyerId: target.buyerId,
        sellerId: target.sellerId,
        from: role,
        productname: target.question.productname,
        text: message.messagetext,
      });
    }
    return { threadId, message };
  });
  if (target.question) deps.jobs.wake();
  publishMessage(
    deps.hub,
    { threadid: threadId, orderid: target.orderId, message, buyerId: target.buyerId, sellerId: target.sellerId, from: role },
    hadUnread,
  );
  return message;
}

/**
 * POST message/question: a buyer's question about a listing the shop shows, added to their open question thread
 * with its seller (made on the first question), mailed to the seller and announced on both parties' streams.
 */
export async function askQuestion(deps: MessageDeps, user: AuthUser, body: AskQuestion): Promise<AskQuestionResponse> {
  const { db } = deps;
  // hidden, unpublished, an inactive seller's or one with an unpaid subscription: not in the shop, not askable
  const listing = await findShownListing(db, body.productId);
  if (!listing) throw new AppError('ERR_NOT_FOUND', questionTexts.listingUnavailable);
  const parties = { buyerId: user.id, sellerId: listing.sellerId };
  const hadUnread = await hasUnreadMessages(db, listing.sellerId, 'seller');
  const { threadId, message } = await db.transaction(async (tx) => {
    const threadId = await ensureQuestionThread(tx, { productId: listing.id, productname: listing.name, ...parties });
    const message = await insertMessage(tx, { threadId, usertype: 'buyer', senderId: user.id, text: body.messagetext });
    await queueQuestionMail(tx, deps.jobs, deps.site, {
      messageId: message.id!,
      ...parties,
      from: 'buyer',
      productname: listing.name,
      text: message.messagetext,
    });
    return { threadId, message };
  });
  deps.jobs.wake();
  publishMessage(deps.hub, { threadid: threadId, orderid: null, message, ...parties, from: 'buyer' }, hadUnread);
  return { threadid: threadId, message };
}

/** Marks the other party's messages of the caller's thread read; the caller's streams learn the new unread state. */
export async function closeNotification(db: Db, hub: MessageHub, user: AuthUser, query: CloseNotificationQuery): Promise<void> {
  const role = messageRole(user);
  if (query.status) throw new AppError('ERR_VALIDATION', 'Only status=false (mark as read) is supported.');
  const which =
    query.thread !== undefined
      ? { threadId: (await ownThread(db, user, role, query.thread)).id }
      : { orderId: (await ownOrder(db, user, role, query.id!)).id };
  const before = await hasUnreadMessages(db, user.id, role);
  if (!before) return;
  await markThreadRead(db, which, role);
  const after = await hasUnreadMessages(db, user.id, role);
  if (!after) hub.publish(user.id, { type: 'unread', unread: false });
}
