import { and, eq, sql } from 'drizzle-orm';
import type { UserType } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** Emails are matched case-insensitively (the unique index is on lower(email)). */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

export async function findByEmail(db: Db, email: string, role?: UserType): Promise<UserRow | undefined> {
  const byEmail = sql`lower(${users.email}) = ${normalEmail(email)}`;
  const [row] = await db
    .select()
    .from(users)
    .where(role ? and(byEmail, eq(users.role, role)) : byEmail)
    .limit(1);
  return row;
}

export async function findById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Sets a new hash and ends every session of the user (logout everywhere). */
export async function setPassword(db: Db, id: number, passwordHash: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** Revokes every token the user holds. */
export async function bumpTokenVersion(db: Db, id: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

/** Whether a session checked earlier still holds: same token version, still active. */
export async function tokenStillCurrent(db: Db, user: { id: number; tokenVersion: number }): Promise<boolean> {
  const [row] = await db.select({ tv: users.tokenVersion, active: users.active }).from(users).where(eq(users.id, user.id)).limit(1);
  return Boolean(row && row.active && row.tv === user.tokenVersion);
}

export async function markVerified(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.update(users).set({ verified: true, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row!;
}
