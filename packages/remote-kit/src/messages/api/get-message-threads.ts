import { useQuery } from '@tanstack/react-query';
import type { MessageUserType } from '@xchange/contract';
import { call, withoutNotices } from '@xchange/api-client';
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
    queryFn: ({ signal }) => call(api, 'messageThreads', { signal, ...withoutNotices }),
    refetchInterval: options.poll ? messagePollMs : false,
  });
}
