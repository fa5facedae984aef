import { Box, HStack, Stack, Text, VisuallyHidden, chakra } from '@xchange/ui';
import { hasUnread } from '@xchange/contract/core';
import type { MessageThread, MessageUserType } from '@xchange/contract';
import { firstLine, lastMessage, otherPartyName, productsLabel } from '../thread-labels';
import { formatThreadTime } from '../thread-time';

export interface ConversationRowProps {
  thread: MessageThread;
  viewer: MessageUserType;
  selected: boolean;
  onSelect: (threadid: number) => void;
}

/**
 * One conversation: the other party and the last message's time, the order and its products (or the listing a question
 * is about), the last message's first line.
 */
export function ConversationRow({ thread, viewer, selected, onSelect }: ConversationRowProps) {
  const unread = hasUnread(thread, viewer);
  const last = lastMessage(thread);
  const ordernumber = thread.orderData.ordernumber;
  const weight = unread ? 'bold' : 'normal';
  return (
    <chakra.button
      type="button"
      onClick={() => onSelect(thread.threadid)}
      aria-current={selected ? 'true' : undefined}
      w="full"
      textAlign="start"
      px="3"
      py="2.5"
      borderRadius="md"
      borderInlineStartWidth="3px"
      borderColor={selected ? 'brand.solid' : 'transparent'}
      bg={selected ? 'brand.muted' : undefined}
      _hover={{ bg: 'brand.subtle' }}
      cursor="pointer"
    >
      <Stack gap="0.5" minW={0}>
        <HStack justify="space-between" gap="2" minW={0}>
          <Text fontWeight={unread ? 'bold' : 'semibold'} truncate>
            {otherPartyName(thread, viewer)}
          </Text>
          {last && (
            <Text as="span" fontSize="xs" color={unread ? 'fg' : 'fg.muted'} fontWeight={weight} flexShrink={0}>
              {formatThreadTime(last.messagedate)}
            </Text>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted" truncate>
          {[ordernumber && `Order ${ordernumber}`, productsLabel(thread)].filter(Boolean).join(' · ')}
        </Text>
        <HStack gap="2" minW={0}>
          <Text fontSize="sm" fontWeight={weight} truncate flex="1">
            {last ? `${last.usertype === viewer ? 'You: ' : ''}${firstLine(last.messagetext)}` : 'No messages yet'}
          </Text>
          {unread && (
            <Box as="span" data-testid="unread-dot" flexShrink={0} boxSize="2.5" borderRadius="full" bg="red.solid">
              <VisuallyHidden>unread messages</VisuallyHidden>
            </Box>
          )}
        </HStack>
      </Stack>
    </chakra.button>
  );
}
