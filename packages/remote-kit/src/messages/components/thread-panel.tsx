import { Button, HStack, Heading, Stack, Text } from '@xchange/ui';
import type { MessageThread, MessageUserType } from '@xchange/contract';
import { firstProductLabel, otherPartyName } from '../thread-labels';
import { MessageBubbles } from './message-bubbles';
import { ReplyForm } from './reply-form';

export interface ThreadPanelProps {
  thread: MessageThread;
  viewer: MessageUserType;
  onClose: () => void;
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
}

/** An open conversation: who and which order, the messages, Close, and the reply box. */
export function ThreadPanel({ thread, viewer, onClose, onSend, sending }: ThreadPanelProps) {
  const who = otherPartyName(thread, viewer);
  const ordernumber = thread.orderData.ordernumber;
  return (
    <Stack as="section" aria-label={`Conversation with ${who}`} gap={4} borderWidth="1px" borderRadius="lg" p={4}>
      <HStack justify="space-between" align="flex-start">
        <Stack gap={0.5}>
          <Heading as="h2" size="md">
            {who}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {[ordernumber && `Order ${ordernumber}`, firstProductLabel(thread)].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Button variant="outline" size="sm" onClick={onClose}>
          Close
        </Button>
      </HStack>
      <MessageBubbles messages={thread.messageContentObject} viewer={viewer} label={`Messages with ${who}`} />
      <ReplyForm empty="ignore" sending={sending} onSend={onSend} />
    </Stack>
  );
}
