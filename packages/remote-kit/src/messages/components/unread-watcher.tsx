import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { emit, eventNames, hasUnread } from '@xchange/contract/core';
import type { MessageThread, MessageUserType } from '@xchange/contract';
import { useMessageThreads } from '../api/get-message-threads';
import { messageThreadsKey, offersQueryRoot } from '../api/query-keys';
import { addMessageToThreads } from '../thread-cache';
import { useMessageStream, type StreamEvent } from '../use-message-stream';

const anyUnread = (threads: MessageThread[], role: MessageUserType) => threads.some((t) => hasUnread(t, role));

/**
 * Keeps the signed-in user's threads live (message stream, polling while it is down) and broadcasts
 * `xchange:unread-changed` from the first load and on every change, for the sidebars' red dot. An offer event
 * refreshes every query under `offersQueryRoot` (the hub's Offers page and its sidebar count); a notification event is
 * broadcast as `xchange:notification` for the header's bell.
 */
export function UnreadWatcher({ role }: { role: MessageUserType }) {
  const queryClient = useQueryClient();
  const key = messageThreadsKey(role);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
  const onEvent = (event: StreamEvent) => {
    if (event.type === 'notification') {
      // the shell's bell reads it: one stream per page, this one
      emit(eventNames.notification, event);
      return;
    }
    if (event.type === 'offer') {
      // an offer of this user changed state: the Offers page and the sidebar's count read it again
      void queryClient.invalidateQueries({ queryKey: offersQueryRoot });
      return;
    }
    if (event.type === 'message') {
      if (!addMessageToThreads(queryClient, key, { threadid: event.threadid, orderid: event.orderid }, event.message)) refetch();
      return;
    }
    // Read or unread elsewhere (another tab or device): take the server's view when it differs from ours.
    // (Before the first load there is nothing to correct: that load is already under way.)
    const threads = queryClient.getQueryData<MessageThread[]>(key);
    if (threads && anyUnread(threads, role) !== event.unread) refetch();
  };
  const stream = useMessageStream(onEvent, { onReconnect: refetch });
  const threads = useMessageThreads(role, { poll: stream === 'failed' });
  const unread = threads.data ? anyUnread(threads.data, role) : undefined;
  useEffect(() => {
    if (unread === undefined) return;
    // After this commit, so a sidebar mounted together with the watcher is already listening.
    const timer = setTimeout(() => emit(eventNames.unreadChanged, { unread }), 0);
    return () => clearTimeout(timer);
  }, [unread]);
  return null;
}
