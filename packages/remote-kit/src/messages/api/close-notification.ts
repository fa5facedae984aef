import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageThread, MessageUserType } from '@xchange/contract';
import { call, withoutNotices } from '@xchange/api-client';
import { useApi } from '../../hooks';
import { messageThreadsKey } from './query-keys';

/** PUT message/closeNotification?id={orderid}&status=false: marks the other party's messages of a thread read. */
export function useCloseNotification(role: MessageUserType) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderid: number) => call(api, 'closeNotification', { query: { id: String(orderid), status: 'false' }, ...withoutNotices }),
    onMutate: (orderid) => {
      queryClient.setQueryData<MessageThread[]>(messageThreadsKey(role), (threads) =>
        threads?.map((t) =>
          t.orderid !== orderid
            ? t
            : { ...t, messageContentObject: t.messageContentObject.map((m) => (m.usertype === role ? m : { ...m, notify: false })) },
        ),
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: messageThreadsKey(role) }),
  });
}
