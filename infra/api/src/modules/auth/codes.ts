import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { formatMailTime, verificationCodeLength, verificationCodeMaxTries, verificationCodeTtlMs } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { clearWrongCodes, codesFrozenUntil, recordWrongCode } from './throttles.ts';

export type CodePurpose = 'signup' | 'reset';

/** Codes are stored as an HMAC keyed by the server secret: the table alone does not give 4 digits away. */
const digest = (secret: string, userId: number, purpose: CodePurpose, code: string): string =>
  createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');

/** A fresh code from the CSPRNG; earlier unused codes of the same purpose stop working. */
export async function issueCode(db: Db, secret: string, userId: number, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 10 ** verificationCodeLength)).padStart(verificationCodeLength, '0');
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
    await tx.insert(verificationCodes).values({
      userId,
      purpose,
      codeHash: digest(secret, userId, purpose, code),
      expiresAt: new Date(now.getTime() + verificationCodeTtlMs),
    });
  });
  return code;
}

/**
 * Consumes the user's current code when `code` matches. Each try is counted before the comparison (so parallel
 * guesses cannot exceed the limit); after the 5th wrong try only a new code helps (ERR_CODE_ATTEMPTS). Wrong codes
 * also count toward the account's streak: the 15th in a row freezes the purpose for 24 hours (`onFrozen` mails the owner).
 */
export async function consumeCode(
  db: Db,
  secret: string,
  userId: number,
  purpose: CodePurpose,
  code: string,
  opts: { now?: number; onFrozen?: (until: Date) => void } = {},
): Promise<void> {
  const now = opts.now ?? Date.now();
  const frozen = await codesFrozenUntil(db, userId, purpose, now);
  if (frozen) throw new AppError('ERR_CODE_ATTEMPTS', frozenText(purpose, frozen));
  const c = verificationCodes;
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.userId, userId), eq(c.purpose, purpose), isNull(c.usedAt)))
    .orderBy(desc(c.id))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw new AppError('ERR_INVALID_CODE');
  const [tried] = await db
    .update(c)
    .set({ attempts: sql`${c.attempts} + 1` })
    .where(and(eq(c.id, row.id), isNull(c.usedAt), lt(c.attempts, verificationCodeMaxTries)))
    .returning({ attempts: c.attempts });
  if (!tried) throw new AppError(row.attempts >= verificationCodeMaxTries ? 'ERR_CODE_ATTEMPTS' : 'ERR_INVALID_CODE');
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(digest(secret, userId, purpose, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const froze = await recordWrongCode(db, userId, purpose, now);
    if (froze) {
      opts.onFrozen?.(froze);
      throw new AppError('ERR_CODE_ATTEMPTS', frozenText(purpose, froze));
    }
    throw new AppError(tried.attempts >= verificationCodeMaxTries ? 'ERR_CODE_ATTEMPTS' : 'ERR_INVALID_CODE');
  }
  const [used] = await db
    .update(c)
    .set({ usedAt: new Date() })
    .where(and(eq(c.id, row.id), isNull(c.usedAt)))
    .returning({ id: c.id });
  if (!used) throw new AppError('ERR_INVALID_CODE');
  await clearWrongCodes(db, userId, purpose);
}

const frozenWhat: Record<CodePurpose, string> = { signup: 'email verification', reset: 'password reset' };

/** The refusal while a purpose is frozen: what is paused, until when, and that the owner knows. */
export const frozenText = (purpose: CodePurpose, until: Date): string =>
  `Too many wrong codes: ${frozenWhat[purpose]} for this account is paused until ${formatMailTime(until)}. We have emailed the account owner.`;
