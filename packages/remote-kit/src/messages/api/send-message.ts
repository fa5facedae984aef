import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { MessageUserType, NewMessage } from '@xchange/contract';
import { useApi } from '../../hooks';
import { addMessageToThreads, type ThreadRef } from '../thread-cache';
import { messageThreadsKey } from './query-keys';

/** POST message: sends one message as `role`, to an order's thread (`orderid`) or to a thread by its id (`threadid`). */
export function useSendMessage(role: MessageUserType) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<NewMessage, 'usertype' | 'notify'>) =>
      call(api, 'sendMessage', { body: { ...body, usertype: role, notify: true } }),
    onSuccess: (message, body) => {
      const ref = (body.threadid !== undefined ? { threadid: body.threadid } : { orderid: body.orderid! }) satisfies ThreadRef;
      const known = addMessageToThreads(queryClient, messageThreadsKey(role), ref, message);
      if (!known) void queryClient.invalidateQueries({ queryKey: messageThreadsKey(role) });
    },
  });
}
