import { and, count, eq, sql } from 'drizzle-orm';
import type { AccountRow, ListQuery, Paged } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { orderFor, pageWindow, searchAny } from '../../lib/list-page.ts';

type Role = 'buyer' | 'seller';
type UserRow = typeof users.$inferSelect;

export const toAccountRow = (r: UserRow, role: Role): AccountRow => ({
  id: r.id,
  firstname: r.firstname,
  lastname: r.lastname,
  company: r.company,
  username: r.email,
  address: r.address,
  phone: r.phone,
  ...(role === 'seller' ? { accountStatus: r.active } : {}),
});

const fullName = sql`${users.firstname} || ' ' || ${users.lastname}`;
const sortable = {
  firstname: [users.firstname, users.lastname],
  lastname: [users.lastname, users.firstname],
  name: [users.firstname, users.lastname],
  company: users.company,
  username: users.email,
  email: users.email,
  address: users.address,
  phone: users.phone,
  accountStatus: users.active,
};

/** The admin's buyer or seller list (docs/product.md §9: by first name unless told otherwise). */
export async function listAccounts(db: Db, role: Role, q: ListQuery): Promise<Paged<AccountRow>> {
  const where = and(eq(users.role, role), searchAny(q.search, [fullName, users.company, users.email, users.address, users.phone]));
  const order = orderFor(q, sortable, 'firstname', users.id);
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { content: rows.map((r) => toAccountRow(r, role)), totalElements: total?.n ?? 0 };
}

/**
 * Sets a seller's active flag: the column sign-in, every session check and the shop's listing filter read, so the
 * change takes effect on the next request. Deactivating also ends the seller's sessions for good.
 */
export async function setSellerActive(db: Db, id: number, active: boolean): Promise<{ row: UserRow; changed: boolean }> {
  const [before] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'seller')));
  if (!before) throw new AppError('ERR_NOT_FOUND', 'This seller no longer exists.');
  if (before.active === active) return { row: before, changed: false };
  const [row] = await db
    .update(users)
    .set({ active, updatedAt: new Date(), ...(active ? {} : { tokenVersion: sql`${users.tokenVersion} + 1` }) })
    .where(eq(users.id, id))
    .returning();
  return { row: row!, changed: true };
}
