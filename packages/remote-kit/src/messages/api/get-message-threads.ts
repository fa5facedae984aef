import { useQuery } from '@tanstack/react-query';
import { endpoints, type MessageThread, type MessageUserType } from '@xchange/contract';
import { withoutNotices } from '@xchange/api-client';
import { useApi } from '../../hooks';
import { messageThreadsKey } from './query-keys';

/** Polling interval while the live stream is down (the fallback of docs/architecture.md §6). */
export const messagePollMs = 15_000;

/**
 * GET message/getAll: the caller's threads, newest activity first; kept live by the stream of `UnreadWatcher`.
 * `poll` turns on the polling fallback.
 */
export function useMessageThreads(role: MessageUserType, options: { poll?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: messageThreadsKey(role),
    // docs/product.md §8: message list load errors are silently ignored.
    queryFn: ({ signal }) => api.get(endpoints.messageThreads.path, { signal, ...withoutNotices }).json<MessageThread[]>(),
    refetchInterval: options.poll ? messagePollMs : false,
  });
}
