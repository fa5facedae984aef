import { useCallback, useEffect, useState } from 'react';
import type { KyInstance } from 'ky';
import { call, withoutNotices } from '@xchange/api-client';
import { emit, eventNames, listen, notificationListSize } from '@xchange/contract/core';
import type { NotificationList } from '@xchange/contract';

const fetchList = (api: KyInstance): Promise<NotificationList | null> => call(api, 'notifications', withoutNotices).catch(() => null);

/**
 * The bell's notifications (docs/product.md §2.14): loaded when the header mounts and whenever another remote takes the
 * page, kept live by the message stream's `notification` events, and marked read when the menu opens. On a hub page the
 * hub's stream brings them (`xchange:notification`); elsewhere, with `ownStream`, the bell reads the stream itself, so a
 * page never holds two. A failed call leaves the bell as it was; the next load corrects it.
 */
export function useNotifications(api: KyInstance, ownStream: boolean) {
  const [list, setList] = useState<NotificationList | null>(null);

  const load = useCallback(async (): Promise<NotificationList | null> => {
    const answer = await fetchList(api);
    if (answer) setList(answer);
    return answer;
  }, [api]);

  useEffect(() => {
    const reload = () => void fetchList(api).then((answer) => answer && setList(answer));
    reload();
    window.addEventListener('single-spa:app-change', reload);
    return () => window.removeEventListener('single-spa:app-change', reload);
  }, [api]);

  useEffect(() => {
    if (!ownStream) return;
    let close: (() => void) | undefined;
    let closed = false;
    // the reader downloads with the first page that needs it, after the header has shown
    void import('./notification-stream').then(({ openNotificationStream }) => {
      if (!closed) close = openNotificationStream(api, (event) => emit(eventNames.notification, event));
    });
    return () => {
      closed = true;
      close?.();
    };
  }, [api, ownStream]);

  useEffect(
    () =>
      listen(eventNames.notification, ({ notification, unread }) =>
        setList((now) => ({
          items: [notification, ...(now?.items ?? []).filter((n) => n.id !== notification.id)].slice(0, notificationListSize),
          unread,
        })),
      ),
    [],
  );

  /** Marks these entries read; the answer's count is the bell's. */
  const markRead = useCallback(
    async (ids: number[]) => {
      if (!ids.length) return;
      try {
        const answer = await call(api, 'readNotifications', { body: { ids }, ...withoutNotices });
        setList((now) => now && { items: now.items.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n)), unread: answer.unread });
      } catch {
        // still unread on the server: the count stays, and the next opening tries again
      }
    },
    [api],
  );

  return { list, load, markRead };
}
