import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Message, MessageThread } from '@xchange/contract';

const activity = (t: MessageThread): string => t.messageContentObject.at(-1)?.messagedate ?? '';

/** Sorts threads newest activity first, as the server does. */
export const byNewestActivity = (threads: MessageThread[]): MessageThread[] =>
  [...threads].sort((a, b) => activity(b).localeCompare(activity(a)));

/** Which thread a message belongs to: its thread id, or (a message sent to an order) the order's id. */
export type ThreadRef = { threadid: number; orderid?: number | null } | { threadid?: undefined; orderid: number };

const matches = (t: MessageThread, ref: ThreadRef) =>
  ref.threadid !== undefined ? t.threadid === ref.threadid : t.orderid === ref.orderid;

/** How the inbox addresses a thread when sending or marking it read: an order's thread by its order, a question by its id. */
export const threadTarget = (t: MessageThread): { orderid: number } | { threadid: number } =>
  t.orderid !== null ? { orderid: t.orderid } : { threadid: t.threadid };

/**
 * Appends a message to its thread in the cache (once, by id); returns false when the thread is not cached yet,
 * so the caller can refetch the list.
 */
export function addMessageToThreads(queryClient: QueryClient, key: QueryKey, ref: ThreadRef, message: Message): boolean {
  const threads = queryClient.getQueryData<MessageThread[]>(key);
  const thread = threads?.find((t) => matches(t, ref));
  if (!threads || !thread) return false;
  if (message.id !== undefined && thread.messageContentObject.some((m) => m.id === message.id)) return true;
  const next = threads.map((t) => (t === thread ? { ...t, messageContentObject: [...t.messageContentObject, message] } : t));
  queryClient.setQueryData(key, byNewestActivity(next));
  return true;
}
