import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../api/src/db/client.ts';
import { subscriptions, users } from '../../../api/src/db/schema/index.ts';

/** The newest seller of a generated catalog the shop shows (active, subscription paid up): the benches' seller. */
export async function newestActiveSeller(db: Db) {
  const [seller] = await db
    .select({ id: users.id, email: users.email, address: users.address })
    .from(users)
    .innerJoin(subscriptions, eq(subscriptions.sellerId, users.id))
    .where(
      and(
        eq(users.role, 'seller'),
        eq(users.active, true),
        eq(subscriptions.status, 'active'),
        sql`${subscriptions.currentPeriodEnd} > now()`,
      ),
    )
    .orderBy(desc(users.id))
    .limit(1);
  if (!seller) throw new Error('No active seller: fill the database with `pnpm --filter @xchange/bench generate N` first.');
  return seller;
}
