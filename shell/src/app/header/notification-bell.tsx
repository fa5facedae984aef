import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { KyInstance } from 'ky';
import { Badge, Box, IconButton } from '@xchange/ui';
import { useNotifications } from './use-notifications';
import { LineIcon } from './line-icon';

// The menu's list, times and links download when it first opens, not with every page's header.
const NotificationsPanel = lazy(() => import('./notifications-panel').then((m) => ({ default: m.NotificationsPanel })));

const panelId = 'shell-notifications';

export interface NotificationBellProps {
  api: KyInstance;
  /** No hub's message stream is on the page: the bell reads the stream itself. */
  ownStream: boolean;
}

/** The header's bell for signed-in buyers and sellers: the unread count, and the newest entries in a menu that marks them read. */
export function NotificationBell({ api, ownStream }: NotificationBellProps) {
  const { list, load, markRead } = useNotifications(api, ownStream);
  // the entries unread when the menu opened: shown as new while it stays open
  const [openedWith, setOpenedWith] = useState<number[] | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const open = openedWith !== null;
  const unread = list?.unread ?? 0;

  const close = () => setOpenedWith(null);
  const onOpen = async () => {
    setOpenedWith(list?.items.filter((n) => !n.read).map((n) => n.id) ?? []);
    const fresh = await load();
    const ids = (fresh ?? list)?.items.filter((n) => !n.read).map((n) => n.id) ?? [];
    setOpenedWith((now) => (now === null ? null : [...new Set([...now, ...ids])]));
    await markRead(ids);
  };

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpenedWith(null);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedWith(null);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <Box position="relative" ref={wrapper}>
      <IconButton
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        variant="ghost"
        onClick={() => (open ? close() : void onOpen())}
      >
        <LineIcon>
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </LineIcon>
      </IconButton>
      {unread > 0 && (
        <Box position="absolute" top="0" right="0" display="flex" pointerEvents="none" aria-hidden="true">
          <Badge data-testid="notifications-badge" borderRadius="full" colorPalette="red" variant="solid">
            {unread}
          </Badge>
        </Box>
      )}
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel id={panelId} items={list?.items ?? null} fresh={openedWith} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}
