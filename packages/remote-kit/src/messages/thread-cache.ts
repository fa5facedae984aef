import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Message, MessageThread } from '@xchange/contract';

const activity = (t: MessageThread): string => t.messageContentObject.at(-1)?.messagedate ?? '';

/** Sorts threads newest activity first, as the server does. */
export const byNewestActivity = (threads: MessageThread[]): MessageThread[] =>
  [...threads].sort((a, b) => activity(b).localeCompare(activity(a)));

/**
 * Appends a message to its thread in the cache (once, by id); returns false when the thread is not cached yet,
 * so the caller can refetch the list.
 */
export function addMessageToThreads(queryClient: QueryClient, key: QueryKey, orderid: number, message: Message): boolean {
  const threads = queryClient.getQueryData<MessageThread[]>(key);
  const thread = threads?.find((t) => t.orderid === orderid);
  if (!threads || !thread) return false;
  if (message.id !== undefined && thread.messageContentObject.some((m) => m.id === message.id)) return true;
  const next = threads.map((t) => (t === thread ? { ...t, messageContentObject: [...t.messageContentObject, message] } : t));
  queryClient.setQueryData(key, byNewestActivity(next));
  return true;
}
