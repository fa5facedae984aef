import * as v from 'valibot';
import { collapseWhitespace, messageMaxLength, messageUserTypes, questionTexts } from '@xchange/contract/core';
import { booleanField, idField } from '../common/number';

export const messageMessages = { required: 'Required.', max: 'Message must be at most 2000 characters.' } as const;

/** docs/product.md §3 message of a thread; notify is the unread flag. */
export const messageSchema = v.object({
  id: v.optional(v.number()),
  usertype: v.picklist(messageUserTypes),
  messagetext: v.string(),
  /** ISO 8601 date-time. */
  messagedate: v.string(),
  notify: v.boolean(),
});
export type Message = v.InferOutput<typeof messageSchema>;

export const threadKinds = ['order', 'question'] as const;
export type ThreadKind = (typeof threadKinds)[number];

/**
 * docs/product.md §3 thread: one per order, or a question about a listing before any order (`kind` 'question',
 * `orderid` null, `listing` named; orderData then holds no order number and no products).
 */
export const messageThreadSchema = v.object({
  threadid: v.number(),
  kind: v.picklist(threadKinds),
  orderid: v.nullable(v.number()),
  /** The listing a question is about (question threads only). */
  listing: v.optional(v.object({ id: v.nullable(v.number()), productname: v.string() })),
  messageContentObject: v.array(messageSchema),
  orderData: v.object({
    ordernumber: v.optional(v.string()),
    buyerAccountData: v.object({ id: v.number(), firstname: v.string(), lastname: v.string() }),
    sellerAccountData: v.object({
      id: v.number(),
      firstname: v.optional(v.string()),
      lastname: v.optional(v.string()),
      company: v.optional(v.string()),
    }),
    product: v.array(v.object({ productname: v.string(), price: v.number() })),
  }),
});
export type MessageThread = v.InferOutput<typeof messageThreadSchema>;
export const messageThreadsSchema = v.array(messageThreadSchema);

/** The reply box: text required ('Required.', docs/product.md §5). */
export const messageTextField = v.pipe(
  v.string(messageMessages.required),
  v.transform((s) => s.trim()),
  v.nonEmpty(messageMessages.required),
  v.maxLength(messageMaxLength, messageMessages.max),
);

/**
 * POST message body (docs/product.md §3): to an order's thread by `orderid` (created on first use), or to any thread of
 * the caller by `threadid` (how a question about a listing is answered); exactly one of them.
 */
export const newMessageSchema = v.pipe(
  v.object({
    orderid: v.optional(idField),
    threadid: v.optional(idField),
    buyerId: idField,
    sellerId: idField,
    messagetext: messageTextField,
    usertype: v.picklist(messageUserTypes),
    notify: v.optional(v.boolean(), true),
  }),
  v.check((m) => (m.orderid === undefined) !== (m.threadid === undefined), questionTexts.oneTarget),
);
export type NewMessageInput = v.InferInput<typeof newMessageSchema>;
export type NewMessage = v.InferOutput<typeof newMessageSchema>;

/** The reply form of the messages pages and the order modal. */
export const replyFormSchema = v.object({ messagetext: messageTextField });
export type ReplyForm = v.InferOutput<typeof replyFormSchema>;

/** PUT message/closeNotification?id={orderid}&status=false, or ?thread={threadid}&status=false, query. */
export const closeNotificationQuerySchema = v.pipe(
  v.object({ id: v.optional(idField), thread: v.optional(idField), status: booleanField }),
  v.check((q) => (q.id === undefined) !== (q.thread === undefined), questionTexts.oneTarget),
);
export type CloseNotificationQuery = v.InferOutput<typeof closeNotificationQuerySchema>;

/** Collapses a message for display in a one-line preview. */
export const messagePreview = (text: string, max = 60): string => {
  const s = collapseWhitespace(text);
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
};

/** Events of the GET message/stream server-sent stream, one JSON object per `data:` line. */
export const messageStreamEventSchema = v.variant('type', [
  v.object({ type: v.literal('message'), threadid: v.number(), orderid: v.nullable(v.number()), message: messageSchema }),
  v.object({ type: v.literal('unread'), unread: v.boolean() }),
]);
export type MessageStreamEvent = v.InferOutput<typeof messageStreamEventSchema>;

/** POST message/question body: a buyer's question about a listing, before any order (docs/product.md §2.5). */
export const askQuestionSchema = v.object({ productId: idField, messagetext: messageTextField });
export type AskQuestionInput = v.InferInput<typeof askQuestionSchema>;
export type AskQuestion = v.InferOutput<typeof askQuestionSchema>;

/** The question's thread (new, or the buyer's open one about the listing) and the message just added to it. */
export const askQuestionResponseSchema = v.object({ threadid: v.number(), message: messageSchema });
export type AskQuestionResponse = v.InferOutput<typeof askQuestionResponseSchema>;
