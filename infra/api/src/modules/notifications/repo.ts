import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { notificationListSize, type AppNotification, type NotificationKind } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path on this site. */
  link: string;
}

type Row = typeof notifications.$inferSelect;

export const toNotification = (r: Row): AppNotification => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  createdAt: r.createdAt.toISOString(),
  read: r.readAt !== null,
});

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<Row[]> {
  if (!rows.length) return [];
  return db.insert(notifications).values(rows).returning();
}

/** The user's newest entries and how many are unread in all. */
export async function listNotifications(db: Db, userId: number): Promise<{ items: AppNotification[]; unread: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(notificationListSize);
  return { items: rows.map(toNotification), unread: await unreadCount(db, userId) };
}

/** Marks the user's own entries read (others' ids are ignored), all of them when `ids` is left out. */
export async function markRead(db: Db, userId: number, ids: number[] | undefined, at: Date): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(eq(notifications.userId, userId), isNull(notifications.readAt), ids === undefined ? undefined : inArray(notifications.id, ids)),
    );
  return unreadCount(db, userId);
}
