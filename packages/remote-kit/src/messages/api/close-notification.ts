import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageThread, MessageUserType } from '@xchange/contract';
import { call, withoutNotices } from '@xchange/api-client';
import { useApi } from '../../hooks';
import { messageThreadsKey } from './query-keys';

/** An order's id (its thread), or a thread by its id (a question about a listing). */
export type CloseTarget = number | { threadid: number };

const isTarget = (t: MessageThread, target: CloseTarget) =>
  typeof target === 'number' ? t.orderid === target : t.threadid === target.threadid;

/**
 * PUT message/closeNotification?id={orderid}&status=false (or ?thread={threadid}): marks the other party's messages
 * of a thread read.
 */
export function useCloseNotification(role: MessageUserType) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: CloseTarget) =>
      call(api, 'closeNotification', {
        query: typeof target === 'number' ? { id: String(target), status: 'false' } : { thread: String(target.threadid), status: 'false' },
        ...withoutNotices,
      }),
    onMutate: (target) => {
      queryClient.setQueryData<MessageThread[]>(messageThreadsKey(role), (threads) =>
        threads?.map((t) =>
          !isTarget(t, target)
            ? t
            : { ...t, messageContentObject: t.messageContentObject.map((m) => (m.usertype === role ? m : { ...m, notify: false })) },
        ),
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: messageThreadsKey(role) }),
  });
}
