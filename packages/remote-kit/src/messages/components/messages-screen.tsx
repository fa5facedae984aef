import { useEffect, useMemo } from 'react';
import { Box, EmptyState, Grid, Text } from '@xchange/ui';
import { emptyTexts, hasUnread, successTexts } from '@xchange/contract/core';
import type { MessageUserType } from '@xchange/contract';
import { useNotify } from '../../hooks';
import { QueryStatus } from '../../query-status';
import { useCloseNotification } from '../api/close-notification';
import { useMessageThreads } from '../api/get-message-threads';
import { useSendMessage } from '../api/send-message';
import { byNewestActivity, threadTarget } from '../thread-cache';
import { useOpenThread } from '../use-open-thread';
import { useWideScreen } from '../use-wide-screen';
import { ConversationList } from './conversation-list';
import { ThreadPanel } from './thread-panel';

export interface MessagesScreenProps {
  viewer: MessageUserType;
}

/**
 * The messages page of either side. Wide screens: the conversations scroll in their pane on the left and the newest
 * one opens on the right. Phones: the list, then the open thread with a way back.
 */
export function MessagesScreen({ viewer }: MessagesScreenProps) {
  const threads = useMessageThreads(viewer);
  const send = useSendMessage(viewer);
  const notify = useNotify();
  const wide = useWideScreen();
  const { mutate: markRead } = useCloseNotification(viewer);
  const sorted = useMemo(() => byNewestActivity(threads.data ?? []), [threads.data]);
  const { openId, select, close } = useOpenThread(wide, sorted[0]?.threadid);
  const open = sorted.find((t) => t.threadid === openId);
  const openOrderId = open?.orderid ?? null;
  const openUnread = open ? hasUnread(open, viewer) : false;
  // Opening a conversation clears its flag, and so does a message arriving while it is open.
  useEffect(() => {
    if (openId !== undefined && openUnread) markRead(openOrderId ?? { threadid: openId });
  }, [openId, openOrderId, openUnread, markRead]);

  if (!threads.data) return <QueryStatus query={threads} what="your messages" />;
  if (threads.data.length === 0)
    return <EmptyState title={emptyTexts.records} description="A conversation starts with an order, or with a question about a listing." />;
  const panel = open ? (
    <ThreadPanel
      thread={open}
      viewer={viewer}
      wide={wide}
      sending={send.isPending}
      onClose={close}
      onSend={async (messagetext) => {
        await send.mutateAsync({
          ...threadTarget(open),
          buyerId: open.orderData.buyerAccountData.id,
          sellerId: open.orderData.sellerAccountData.id,
          messagetext,
        });
        notify({ type: 'success', title: successTexts.messageSent });
      }}
    />
  ) : null;
  if (!wide) return panel ?? <ConversationList threads={sorted} viewer={viewer} onSelect={select} />;
  return (
    <Grid templateColumns="minmax(260px, 340px) minmax(0, 1fr)" gap={6} h="min(75vh, 760px)" minH="420px">
      <ConversationList threads={sorted} viewer={viewer} selectedId={openId} onSelect={select} />
      <Box minH={0} overflowY="auto">
        {panel ?? (
          <Text color="fg.muted" py={4}>
            Select a conversation to read it and reply.
          </Text>
        )}
      </Box>
    </Grid>
  );
}
