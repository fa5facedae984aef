import { apiKeys } from '../db/schema/index.ts';
import type { SecurityFixture } from './security-kit.ts';
import { unique } from './security-kit.ts';

/** A new API key of seller A (stored as the API stores one), so each cell of a revoke row has its own. */
export async function freshApiKey(fx: SecurityFixture): Promise<number> {
  const n = unique();
  const [row] = await fx.t.app.db
    .insert(apiKeys)
    .values({
      sellerId: fx.users.sellerA.id,
      name: `Matrix key ${n}`,
      prefix: 'xk_live_mtrx',
      keyHash: `matrix-${n}`,
      scopes: ['listings:read'],
    })
    .returning({ id: apiKeys.id });
  return row!.id;
}
