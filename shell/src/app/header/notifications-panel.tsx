import { navigateToUrl } from 'single-spa';
import { Box, Heading, Link, Spinner, Stack, Text, chakra } from '@xchange/ui';
import type { AppNotification } from '@xchange/contract';
import { notificationTime } from './notification-time';

export interface NotificationsPanelProps {
  id: string;
  /** null while the first load runs. */
  items: AppNotification[] | null;
  /** The entries that were unread when the menu opened. */
  fresh: number[];
  onClose: () => void;
}

/** The bell's menu: the newest notifications, each linking to what it is about. */
export function NotificationsPanel({ id, items, fresh, onClose }: NotificationsPanelProps) {
  return (
    <Box
      id={id}
      role="region"
      aria-label="Notifications"
      position="absolute"
      right="0"
      top="full"
      mt="2"
      zIndex="dropdown"
      w={{ base: '18rem', md: '22rem' }}
      maxH="70vh"
      overflowY="auto"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      boxShadow="lg"
      p="3"
    >
      <Heading as="h2" size="sm" mb="2">
        Notifications
      </Heading>
      {items === null ? (
        <Spinner size="sm" aria-label="Loading notifications" />
      ) : items.length === 0 ? (
        <Text color="fg.muted">No notifications yet</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1">
          {items.map((n) => (
            <Box as="li" key={n.id} borderRadius="sm" bg={fresh.includes(n.id) ? 'brand.50' : undefined} p="2">
              <Link
                href={n.link}
                fontWeight="semibold"
                onClick={(event) => {
                  event.preventDefault();
                  onClose();
                  navigateToUrl(n.link);
                }}
              >
                {n.title}
              </Link>
              <Text fontSize="sm">{n.body}</Text>
              <chakra.time dateTime={n.createdAt} fontSize="xs" color="fg.muted" display="block">
                {fresh.includes(n.id) ? `New · ${notificationTime(n.createdAt)}` : notificationTime(n.createdAt)}
              </chakra.time>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
