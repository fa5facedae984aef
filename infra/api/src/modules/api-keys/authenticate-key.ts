import { eq } from 'drizzle-orm';
import { apiKeyTexts, type ApiKeyScope } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hashApiKey } from './key-secret.ts';
import { touchApiKey } from './repo.ts';

/** The seller a key acts for, and what it may do. */
export interface KeyHolder {
  keyId: number;
  scopes: ApiKeyScope[];
  user: { id: number; role: 'seller'; email: string; firstname: string; lastname: string; tokenVersion: number };
}

/**
 * The key's seller, read from the database on every request so a revocation or a deactivation holds at once in every
 * process; 401 with the reason for an unknown or revoked key or an inactive seller.
 */
export async function authenticateApiKey(db: Db, key: string, now: Date): Promise<KeyHolder> {
  if (!key) throw new AppError('ERR_UNAUTHENTICATED', apiKeyTexts.unknown);
  const [row] = await db
    .select({
      id: apiKeys.id,
      scopes: apiKeys.scopes,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      userId: users.id,
      role: users.role,
      active: users.active,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      tokenVersion: users.tokenVersion,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.sellerId))
    .where(eq(apiKeys.keyHash, hashApiKey(key)))
    .limit(1);
  if (!row || row.role !== 'seller') throw new AppError('ERR_UNAUTHENTICATED', apiKeyTexts.unknown);
  if (row.revokedAt) throw new AppError('ERR_UNAUTHENTICATED', apiKeyTexts.revoked);
  if (!row.active) throw new AppError('ERR_UNAUTHENTICATED', apiKeyTexts.inactiveSeller);
  await touchApiKey(db, row, now);
  return {
    keyId: row.id,
    scopes: row.scopes as ApiKeyScope[],
    user: {
      id: row.userId,
      role: 'seller',
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      tokenVersion: row.tokenVersion,
    },
  };
}
