import { useEffect, useState } from 'react';
import { EmptyState, Grid, Text } from '@xchange/ui';
import { emptyTexts, hasUnread, successTexts, type MessageUserType } from '@xchange/contract';
import { useNotify } from '../../hooks';
import { QueryStatus } from '../../query-status';
import { useCloseNotification } from '../api/close-notification';
import { useMessageThreads } from '../api/get-message-threads';
import { useSendMessage } from '../api/send-message';
import { ConversationList } from './conversation-list';
import { ThreadPanel } from './thread-panel';

export interface MessagesScreenProps {
  viewer: MessageUserType;
}

/** The messages page of either side: conversations on the left, the open thread on the right. */
export function MessagesScreen({ viewer }: MessagesScreenProps) {
  const threads = useMessageThreads(viewer);
  const send = useSendMessage(viewer);
  const notify = useNotify();
  const { mutate: markRead } = useCloseNotification(viewer);
  const [openId, setOpenId] = useState<number>();
  const open = threads.data?.find((t) => t.orderid === openId);
  const openUnread = open ? hasUnread(open, viewer) : false;
  // Opening a conversation clears its flag, and so does a message arriving while it is open.
  useEffect(() => {
    if (openId !== undefined && openUnread) markRead(openId);
  }, [openId, openUnread, markRead]);

  if (!threads.data) return <QueryStatus query={threads} what="your messages" />;
  if (threads.data.length === 0) return <EmptyState title={emptyTexts.records} description="A conversation starts with an order." />;
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(240px, 320px) 1fr' }} gap={6} alignItems="start">
      <ConversationList threads={threads.data} viewer={viewer} selectedId={openId} onSelect={setOpenId} />
      {open ? (
        <ThreadPanel
          thread={open}
          viewer={viewer}
          sending={send.isPending}
          onClose={() => setOpenId(undefined)}
          onSend={async (messagetext) => {
            await send.mutateAsync({
              orderid: open.orderid,
              buyerId: open.orderData.buyerAccountData.id,
              sellerId: open.orderData.sellerAccountData.id,
              messagetext,
            });
            notify({ type: 'success', title: successTexts.messageSent });
          }}
        />
      ) : (
        <Text color="fg.muted" py={4}>
          Select a conversation to read it and reply.
        </Text>
      )}
    </Grid>
  );
}
