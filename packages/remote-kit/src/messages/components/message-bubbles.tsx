import { useEffect, useRef } from 'react';
import { Box, Stack, Text } from '@xchange/ui';
import { formatDateTime } from '@xchange/contract/core';
import type { Message, MessageUserType } from '@xchange/contract';

export interface MessageBubblesProps {
  messages: Message[];
  /** Who is reading: their own messages sit on the right in green, the other party's on the left in grey. */
  viewer: MessageUserType;
  /** Names the message log for screen readers. */
  label: string;
}

/** The messages of one thread, oldest first, scrolled to the newest. */
export function MessageBubbles({ messages, viewer, label }: MessageBubblesProps) {
  const log = useRef<HTMLDivElement>(null);
  // Scrolls the log itself (not the page) to the newest message.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length]);
  return (
    <Stack ref={log} role="log" aria-label={label} gap={3} maxH="50vh" overflowY="auto" p={1}>
      {messages.length === 0 && <Text color="fg.muted">No messages yet. Write the first one below.</Text>}
      {messages.map((m, i) => {
        const own = m.usertype === viewer;
        return (
          <Box
            key={m.id ?? `${m.messagedate}-${i}`}
            data-own={own ? 'true' : 'false'}
            alignSelf={own ? 'flex-end' : 'flex-start'}
            maxW="80%"
            bg={own ? 'green.100' : 'gray.100'}
            color="gray.900"
            borderRadius="lg"
            px={3}
            py={2}
          >
            <Text whiteSpace="pre-wrap" wordBreak="break-word">
              {m.messagetext}
            </Text>
            <Text fontSize="xs" color="gray.700" textAlign={own ? 'end' : 'start'} mt={1}>
              {formatDateTime(m.messagedate)}
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}
