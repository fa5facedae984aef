import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../../api/src/db/client.ts';
import { users } from '../../../api/src/db/schema/index.ts';
import { visibleSellerIds } from '../../../api/src/modules/shop/index.ts';

/** The newest seller of a generated catalog whose listings the shop shows: the benches' seller. */
export async function newestActiveSeller(db: Db) {
  const [seller] = await db
    .select({ id: users.id, email: users.email, address: users.address })
    .from(users)
    .where(inArray(users.id, visibleSellerIds(db)))
    .orderBy(desc(users.id))
    .limit(1);
  if (!seller) throw new Error('No active seller: fill the database with `pnpm --filter @xchange/bench generate N` first.');
  return seller;
}
