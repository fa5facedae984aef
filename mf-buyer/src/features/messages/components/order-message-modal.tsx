import { useEffect } from 'react';
import { Stack, Text } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';
import { successTexts } from '@xchange/contract/core';
import type { Order } from '@xchange/contract';
import { MessageBubbles, ReplyForm, useCloseNotification, useMessageThreads, useNotify, useSendMessage } from '@xchange/remote-kit';

export interface OrderMessageModalProps {
  order: Order;
  open: boolean;
  onClose: () => void;
}

/** The chat of one order on /buyerorder: the thread with its seller and a box to send a message. */
export function OrderMessageModal({ order, open, onClose }: OrderMessageModalProps) {
  const threads = useMessageThreads('buyer');
  const send = useSendMessage('buyer');
  const close = useCloseNotification('buyer');
  const notify = useNotify();
  const thread = threads.data?.find((t) => t.orderid === order.id);
  const unread = thread?.messageContentObject.some((m) => m.usertype === 'seller' && m.notify) ?? false;
  const { mutate: markRead } = close;
  useEffect(() => {
    if (open && unread) markRead(order.id);
  }, [open, unread, order.id, markRead]);
  const seller = order.sellerAccountData;
  const sellerName = seller.company || [seller.firstname, seller.lastname].filter(Boolean).join(' ');
  const sendText = async (messagetext: string) => {
    await send.mutateAsync({ orderid: order.id, buyerId: order.buyerAccountData.id, sellerId: seller.id, messagetext });
    notify({ type: 'success', title: successTexts.messageSent });
  };
  return (
    <Modal open={open} onClose={onClose} title={`Messages for order ${order.ordernumber}`} size="lg" closeButton>
      <Stack gap={4}>
        {sellerName && <Text color="fg.muted">{`Seller: ${sellerName}`}</Text>}
        {threads.isPending ? (
          <Text>Loading messages…</Text>
        ) : (
          <MessageBubbles messages={thread?.messageContentObject ?? []} viewer="buyer" label={`Messages of order ${order.ordernumber}`} />
        )}
        <ReplyForm empty="required" sending={send.isPending} submitLabel="Send" onSend={sendText} />
      </Stack>
    </Modal>
  );
}
