import type { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/** The stored `data` of SPEC §3 for each type; never the password hash. */
export function sessionUser(u: UserRow) {
  if (u.role === 'admin') {
    return { id: u.id, name: [u.firstname, u.lastname].filter(Boolean).join(' '), authuser: u.email };
  }
  const profile = {
    id: u.id,
    username: u.email,
    firstname: u.firstname,
    lastname: u.lastname,
    company: u.company,
    phone: u.phone,
    address: u.address,
    profilePhoto: u.profilePhoto,
  };
  return u.role === 'seller' ? { ...profile, accountStatus: u.active } : profile;
}
export type SessionUser = ReturnType<typeof sessionUser>;
