import type { MessageThread } from './message';

export const messageUserTypes = ['buyer', 'seller'] as const;
export type MessageUserType = (typeof messageUserTypes)[number];
export const messageMaxLength = 2000;

/** docs/product.md §4: a thread is unread for `viewer` when a message from the other party has notify. */
export const hasUnread = (thread: Pick<MessageThread, 'messageContentObject'>, viewer: MessageUserType): boolean =>
  thread.messageContentObject.some((m) => m.usertype !== viewer && m.notify);
