import { Button, HStack, Heading, Link, Stack, Text } from '@xchange/ui';
import { formatUsd, questionAbout } from '@xchange/contract/core';
import type { MessageThread, MessageUserType } from '@xchange/contract';
import { useCrossLink } from '../../use-cross-link';
import { otherPartyName } from '../thread-labels';
import { MessageBubbles } from './message-bubbles';
import { ReplyForm } from './reply-form';

export interface ThreadPanelProps {
  thread: MessageThread;
  viewer: MessageUserType;
  /** Close on wide screens; on phones the same action reads 'Back to conversations' and leads before the title. */
  onClose: () => void;
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
  wide?: boolean;
}

/** The listing a question is about, linked to its page while it exists. */
function QuestionSubject({ listing }: { listing: MessageThread['listing'] }) {
  const link = useCrossLink(listing?.id ? `/product/${listing.id}` : '');
  const label = questionAbout(listing?.productname ?? 'a listing');
  if (!listing?.id) {
    return (
      <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
        {label}
      </Text>
    );
  }
  return (
    <Link {...link} fontSize="sm" color="brand.fg" wordBreak="break-word">
      {label}
    </Link>
  );
}

/**
 * An open conversation: who, the order and its products with their prices (or the listing a question is about), the
 * messages, and the reply box.
 */
export function ThreadPanel({ thread, viewer, onClose, onSend, sending, wide = true }: ThreadPanelProps) {
  const who = otherPartyName(thread, viewer);
  const { ordernumber, product } = thread.orderData;
  return (
    <Stack as="section" aria-label={`Conversation with ${who}`} gap={4} borderWidth="1px" borderRadius="lg" p={4} minW={0}>
      {!wide && (
        <Button variant="outline" size="sm" alignSelf="flex-start" onClick={onClose}>
          ← Back to conversations
        </Button>
      )}
      <HStack justify="space-between" align="flex-start" gap={3}>
        <Stack gap={0.5} minW={0}>
          <Heading as="h2" size="md">
            {who}
          </Heading>
          {ordernumber && (
            <Text fontSize="sm" color="fg.muted">
              {`Order ${ordernumber}`}
            </Text>
          )}
          {thread.kind === 'question' && <QuestionSubject listing={thread.listing} />}
          {product.map((p, i) => (
            <Text key={i} fontSize="sm" color="fg.muted" wordBreak="break-word">
              {`${p.productname} · ${formatUsd(p.price)}`}
            </Text>
          ))}
        </Stack>
        {wide && (
          <Button variant="outline" size="sm" flexShrink={0} onClick={onClose}>
            Close
          </Button>
        )}
      </HStack>
      <MessageBubbles messages={thread.messageContentObject} viewer={viewer} label={`Messages with ${who}`} />
      <ReplyForm empty="ignore" sending={sending} onSend={onSend} />
    </Stack>
  );
}
