import { Box, HStack, Stack, Text, VisuallyHidden, chakra } from '@xchange/ui';
import { hasUnread, type MessageThread, type MessageUserType } from '@xchange/contract';
import { firstProductLabel, otherPartyName } from '../thread-labels';

export interface ConversationListProps {
  threads: MessageThread[];
  viewer: MessageUserType;
  selectedId?: number;
  onSelect: (orderid: number) => void;
}

/** One row per order; a red dot marks a thread with an unread message from the other party. */
export function ConversationList({ threads, viewer, selectedId, onSelect }: ConversationListProps) {
  return (
    <Box as="nav" aria-label="Conversations">
      <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="1">
        {threads.map((thread) => {
          const selected = thread.orderid === selectedId;
          const unread = hasUnread(thread, viewer);
          const ordernumber = thread.orderData.ordernumber;
          return (
            <li key={thread.orderid}>
              <chakra.button
                type="button"
                onClick={() => onSelect(thread.orderid)}
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
                <HStack justify="space-between" align="flex-start" gap="2">
                  <Stack gap="0.5" minW={0}>
                    <Text fontWeight="semibold" truncate>
                      {otherPartyName(thread, viewer)}
                    </Text>
                    {ordernumber && <Text fontSize="sm">{`Order ${ordernumber}`}</Text>}
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {firstProductLabel(thread)}
                    </Text>
                  </Stack>
                  {unread && (
                    <Box as="span" data-testid="unread-dot" flexShrink={0} mt="1.5" boxSize="2.5" borderRadius="full" bg="red.solid">
                      <VisuallyHidden>unread messages</VisuallyHidden>
                    </Box>
                  )}
                </HStack>
              </chakra.button>
            </li>
          );
        })}
      </chakra.ul>
    </Box>
  );
}
