import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { apiKeyTexts, type ApiKey, type ApiKeyScope, type NewApiKey } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { newApiKeySecret } from './key-secret.ts';

type Row = typeof apiKeys.$inferSelect;

const toApiKey = (r: Row): ApiKey => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  scopes: r.scopes as ApiKeyScope[],
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  revokedAt: r.revokedAt?.toISOString() ?? null,
});

/** Stores a new key of the seller (its hash only) and answers it with the key itself, which is never readable again. */
export async function createApiKey(db: Db, sellerId: number, input: NewApiKey): Promise<ApiKey & { key: string }> {
  const secret = newApiKeySecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({ sellerId, name: input.name, prefix: secret.prefix, keyHash: secret.hash, scopes: input.scopes })
      .returning();
    await recordAudit(tx, sellerId, {
      action: 'api-key.create',
      target: `api key ${row!.id}`,
      detail: { name: input.name, prefix: secret.prefix, scopes: input.scopes },
    });
    return { ...toApiKey(row!), key: secret.key };
  });
}

/** The seller's keys, newest first, revoked ones included. */
export async function listApiKeys(db: Db, sellerId: number): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.sellerId, sellerId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

/** Revokes one of the seller's keys (another seller's answers 404); revoking a revoked key changes nothing. */
export async function revokeApiKey(db: Db, sellerId: number, id: number, now: Date): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.sellerId, sellerId)))
      .for('update');
    if (!row) throw new AppError('ERR_NOT_FOUND', apiKeyTexts.notFound);
    if (row.revokedAt) return toApiKey(row);
    const [revoked] = await tx.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, id)).returning();
    await recordAudit(tx, sellerId, { action: 'api-key.revoke', target: `api key ${id}`, detail: { name: row.name, prefix: row.prefix } });
    return toApiKey(revoked!);
  });
}

/** Notes a key's use, at most once a minute per key so busy keys do not write on every request. */
export async function touchApiKey(db: Db, key: Pick<Row, 'id' | 'lastUsedAt'>, now: Date): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  if (key.lastUsedAt && key.lastUsedAt > minuteAgo) return;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, key.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, minuteAgo))));
}
