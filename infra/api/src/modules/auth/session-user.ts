import { toAdminProfile, toBuyerProfile, toSellerProfile } from '../profile/index.ts';
import type { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/** The stored `data` of docs/product.md §3 for each type; never the password hash. */
export function sessionUser(u: UserRow) {
  if (u.role === 'admin') return toAdminProfile(u);
  return u.role === 'seller' ? toSellerProfile(u) : toBuyerProfile(u);
}
export type SessionUser = ReturnType<typeof sessionUser>;
