import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { MessageUserType, NewMessage } from '@xchange/contract';
import { useApi } from '../../hooks';
import { addMessageToThreads } from '../thread-cache';
import { messageThreadsKey } from './query-keys';

/** POST message: sends one message in an order's thread as `role`. */
export function useSendMessage(role: MessageUserType) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<NewMessage, 'usertype' | 'notify'>) =>
      call(api, 'sendMessage', { body: { ...body, usertype: role, notify: true } }),
    onSuccess: (message, body) => {
      const known = addMessageToThreads(queryClient, messageThreadsKey(role), body.orderid, message);
      if (!known) void queryClient.invalidateQueries({ queryKey: messageThreadsKey(role) });
    },
  });
}
