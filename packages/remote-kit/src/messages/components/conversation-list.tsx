import { Box, chakra } from '@xchange/ui';
import type { MessageThread, MessageUserType } from '@xchange/contract';
import { ConversationRow } from './conversation-row';

export interface ConversationListProps {
  /** Newest activity first. */
  threads: MessageThread[];
  viewer: MessageUserType;
  selectedId?: number;
  onSelect: (threadid: number) => void;
}

/** One row per conversation (an order's, or a question about a listing), scrolling inside its own pane; a red dot and bold text mark a thread with an unread message. */
export function ConversationList({ threads, viewer, selectedId, onSelect }: ConversationListProps) {
  return (
    <Box as="nav" aria-label="Conversations" minH={0} h="full" overflowY="auto" pe="1">
      <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="1">
        {threads.map((thread) => (
          <li key={thread.threadid}>
            <ConversationRow thread={thread} viewer={viewer} selected={thread.threadid === selectedId} onSelect={onSelect} />
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
