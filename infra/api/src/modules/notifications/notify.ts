import type { Db } from '../../db/client.ts';
import type { MessageHub } from '../messages/index.ts';
import { insertNotifications, toNotification, unreadCount, type NewNotification } from './repo.ts';

export type Notifier = (db: Db, rows: NewNotification[]) => Promise<() => void>;

/**
 * Stores notifications (in the caller's transaction when `db` is one) and answers the function that publishes them on
 * the message stream: call it once the transaction has committed, so no stream shows an entry that was rolled back.
 * The hub's fan-out reaches streams held by any API process.
 */
export function notifier(hub: MessageHub): Notifier {
  return async (db, rows) => {
    const stored = await insertNotifications(db, rows);
    const events = await Promise.all(
      stored.map(async (row) => ({ userId: row.userId, notification: toNotification(row), unread: await unreadCount(db, row.userId) })),
    );
    return () => {
      for (const e of events) hub.publish(e.userId, { type: 'notification', notification: e.notification, unread: e.unread });
    };
  };
}

/** Stores and publishes at once, outside any transaction (a new order or review, already committed). */
export async function notifyNow(hub: MessageHub, db: Db, rows: NewNotification[]): Promise<void> {
  (await notifier(hub)(db, rows))();
}
