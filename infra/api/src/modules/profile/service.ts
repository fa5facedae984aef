import { eq } from 'drizzle-orm';
import type { AdminProfile, BuyerProfile, ProfileUpdate, SellerProfile, SellerProfileUpdate } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

type UserRow = typeof users.$inferSelect;

/** docs/product.md §3 buyer profile; the password hash never leaves the server. */
export const toBuyerProfile = (u: UserRow): BuyerProfile => ({
  id: u.id,
  username: u.email,
  firstname: u.firstname,
  lastname: u.lastname,
  company: u.company,
  phone: u.phone,
  address: u.address,
  profilePhoto: u.profilePhoto,
});

/** docs/product.md §3 seller profile: the buyer fields plus the admin's active toggle and the preferred shipping method. */
export const toSellerProfile = (u: UserRow): SellerProfile => ({
  ...toBuyerProfile(u),
  accountStatus: u.active,
  preferredShipping: u.preferredShipping,
  about: u.about,
});

/** docs/product.md §3 admin profile: the display name is kept whole in firstname. */
export const toAdminProfile = (u: UserRow): AdminProfile => ({
  id: u.id,
  name: [u.firstname, u.lastname].filter(Boolean).join(' '),
  authuser: u.email,
});

export async function loadUser(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError('ERR_UNAUTHENTICATED');
  return row;
}

/**
 * Saves the profile form; the email (username) is read-only and never changed here. Only a seller's form carries
 * preferredShipping (the buyer schema strips it), and an absent one keeps the stored text.
 */
export async function updateProfile(db: Db, id: number, p: ProfileUpdate | SellerProfileUpdate): Promise<UserRow> {
  const shipping = 'preferredShipping' in p && p.preferredShipping !== undefined ? { preferredShipping: p.preferredShipping } : {};
  const about = 'about' in p && p.about !== undefined ? { about: p.about } : {};
  const [row] = await db
    .update(users)
    .set({
      firstname: p.firstname,
      lastname: p.lastname,
      phone: p.phone,
      address: p.address,
      company: p.company,
      ...shipping,
      ...about,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new AppError('ERR_UNAUTHENTICATED');
  return row;
}

export async function updateAdminName(db: Db, id: number, name: string): Promise<UserRow> {
  const [row] = await db.update(users).set({ firstname: name, lastname: '', updatedAt: new Date() }).where(eq(users.id, id)).returning();
  if (!row) throw new AppError('ERR_UNAUTHENTICATED');
  return row;
}

export async function setProfilePhoto(db: Db, id: number, url: string): Promise<{ user: UserRow; previous: string | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ photo: users.profilePhoto }).from(users).where(eq(users.id, id)).for('update');
    const [user] = await tx.update(users).set({ profilePhoto: url, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    if (!before || !user) throw new AppError('ERR_UNAUTHENTICATED');
    return { user, previous: before.photo };
  });
}
