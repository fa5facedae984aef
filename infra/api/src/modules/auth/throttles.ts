import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authCodeSends, authFailures } from '../../db/schema/index.ts';
import type { CodePurpose } from './codes.ts';

const minute = 60_000;
const hour = 60 * minute;

/** Codes mailed per email and purpose: 1 a minute, 5 an hour. */
export const sendRules = [
  { max: 1, ms: minute },
  { max: 5, ms: hour },
];
/** 15 wrong codes in a row (3 codes used up) freeze that purpose of the account for 24 hours. */
export const codeFreeze = { streak: 15, ms: 24 * hour };
/** Wrong passwords per (account, address): from the 5th on a wait of 1 s, doubling, at most 15 minutes; forgotten after a quiet day. */
export const loginDelay = { after: 5, firstMs: 1000, maxMs: 15 * minute, forgetMs: 24 * hour };

/** Milliseconds until one more hit fits every rule, given the earlier hits (ms, oldest first). */
export function windowWait(hits: number[], now: number, rules = sendRules): number {
  let wait = 0;
  for (const rule of rules) {
    const inWindow = hits.filter((h) => h > now - rule.ms);
    if (inWindow.length >= rule.max) wait = Math.max(wait, inWindow[inWindow.length - rule.max]! + rule.ms - now);
  }
  return wait;
}

/** Records a code send for `key` when the windows allow it; otherwise records nothing and returns the wait in ms. */
export async function takeCodeSend(db: Db, key: string, at: number): Promise<number> {
  const now = new Date(at);
  return db.transaction(async (tx) => {
    // two requests for one email at once must not both pass the 1-a-minute rule
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    await tx.delete(authCodeSends).where(lt(authCodeSends.sentAt, new Date(now.getTime() - hour)));
    const rows = await tx
      .select({ at: authCodeSends.sentAt })
      .from(authCodeSends)
      .where(and(eq(authCodeSends.key, key), gt(authCodeSends.sentAt, new Date(now.getTime() - hour))))
      .orderBy(asc(authCodeSends.sentAt));
    const wait = windowWait(
      rows.map((r) => r.at.getTime()),
      now.getTime(),
    );
    if (wait === 0) await tx.insert(authCodeSends).values({ key, sentAt: now });
    return wait;
  });
}

const codeKind = (purpose: CodePurpose) => `code:${purpose}`;
const failureRow = (kind: string, subject: string, address = '') =>
  and(eq(authFailures.kind, kind), eq(authFailures.subject, subject), eq(authFailures.address, address));

/** Adds one failure to the streak and returns the new count (a streak quiet longer than `forgetMs` starts again). */
async function addFailure(db: Db, at: number, kind: string, subject: string, address: string, forgetMs?: number): Promise<number> {
  const now = new Date(at);
  const restart = forgetMs ? sql`${authFailures.updatedAt} < ${new Date(now.getTime() - forgetMs)}` : sql`false`;
  const [row] = await db
    .insert(authFailures)
    .values({ kind, subject, address, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [authFailures.kind, authFailures.subject, authFailures.address],
      set: { failures: sql`case when ${restart} then 1 else ${authFailures.failures} + 1 end`, updatedAt: now },
    })
    .returning({ failures: authFailures.failures });
  return row!.failures;
}

async function blockedUntil(db: Db, at: number, kind: string, subject: string, address = ''): Promise<Date | null> {
  const [row] = await db
    .select({ until: authFailures.blockedUntil })
    .from(authFailures)
    .where(and(failureRow(kind, subject, address), gt(authFailures.blockedUntil, new Date(at))));
  return row?.until ?? null;
}

/** When the account's codes of `purpose` are frozen, until when; otherwise null. */
export const codesFrozenUntil = (db: Db, userId: number, purpose: CodePurpose, at: number) =>
  blockedUntil(db, at, codeKind(purpose), String(userId));

/** Counts a wrong code; the try that completes the streak freezes the purpose and gets the freeze's end (once). */
export async function recordWrongCode(db: Db, userId: number, purpose: CodePurpose, at: number): Promise<Date | null> {
  const subject = String(userId);
  if ((await addFailure(db, at, codeKind(purpose), subject, '')) < codeFreeze.streak) return null;
  const until = new Date(at + codeFreeze.ms);
  const [frozen] = await db
    .update(authFailures)
    .set({ failures: 0, blockedUntil: until })
    .where(and(failureRow(codeKind(purpose), subject), gte(authFailures.failures, codeFreeze.streak)))
    .returning({ until: authFailures.blockedUntil });
  return frozen?.until ?? null;
}

/** A correct code ends the streak. */
export async function clearWrongCodes(db: Db, userId: number, purpose: CodePurpose): Promise<void> {
  await db.delete(authFailures).where(failureRow(codeKind(purpose), String(userId)));
}

/** The wait after `failures` wrong passwords in a row. */
export const loginWaitMs = (failures: number): number =>
  failures < loginDelay.after ? 0 : Math.min(loginDelay.maxMs, loginDelay.firstMs * 2 ** (failures - loginDelay.after));

/** Milliseconds this address must wait before trying this account's password again. */
export async function loginWait(db: Db, email: string, address: string, at: number): Promise<number> {
  const until = await blockedUntil(db, at, 'login', email, address);
  return until ? until.getTime() - at : 0;
}

/** Counts a wrong password from this address and sets the next wait. */
export async function recordWrongPassword(db: Db, email: string, address: string, at: number): Promise<void> {
  // any email can be tried from any address: rows a day old would start again anyway, so they go
  await db.delete(authFailures).where(and(eq(authFailures.kind, 'login'), lt(authFailures.updatedAt, new Date(at - loginDelay.forgetMs))));
  const failures = await addFailure(db, at, 'login', email, address, loginDelay.forgetMs);
  const wait = loginWaitMs(failures);
  if (wait > 0)
    await db
      .update(authFailures)
      .set({ blockedUntil: new Date(at + wait) })
      .where(failureRow('login', email, address));
}

/** A successful sign-in clears its address; a password reset (no address) clears every address of the account. */
export async function clearWrongPasswords(db: Db, email: string, address?: string): Promise<void> {
  const where =
    address === undefined ? and(eq(authFailures.kind, 'login'), eq(authFailures.subject, email)) : failureRow('login', email, address);
  await db.delete(authFailures).where(where);
}
