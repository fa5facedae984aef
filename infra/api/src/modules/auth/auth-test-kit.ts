import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { testSecret, type TestApp } from '../../test/test-app.ts';
import { createTestDb, type Driver } from '../../test/test-db.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';

export const loginRequired = 'Please login to continue.';
let ipCounter = 0;
/** A new client address per call keeps the per-IP limits of one test out of the next. */
export const freshIp = (): string => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export function client(t: TestApp) {
  return async (method: 'GET' | 'POST', url: string, opts: { body?: object; token?: string; ip?: string } = {}) => {
    const r = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      remoteAddress: opts.ip ?? freshIp(),
      ...(opts.body ? { payload: opts.body } : {}),
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    });
    return { status: r.statusCode, body: r.json() };
  };
}

export function signupBody(email: string, type: 'buyer' | 'seller' = 'buyer') {
  return {
    firstName: 'Ann',
    lastName: 'Lee',
    company: 'Acme Labs',
    phone: '+1 555 010 2030',
    address: '1 Main St, Springfield',
    username: email,
    password: 'Secret#2024',
    tnc: true,
    latitude: 39.8,
    longitude: -89.6,
    continent: 'North America',
    country: 'United States',
    type,
  };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Every outbox sidecar sent to `to`, oldest first. */
export async function mailsTo(t: TestApp, to: string): Promise<OutboxMail[]> {
  await t.app.jobs.idle(); // mails go through the job queue
  const files = (await readdir(t.config.outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(t.config.outboxDir, f), 'utf8')) as OutboxMail),
  );
  return mails.filter((m) => m.to === to);
}

/** Waits for the `nth` mail to `to` whose subject contains `subject` (mails go out in the background). */
export async function waitForMail(t: TestApp, to: string, subject: string, nth = 1): Promise<OutboxMail> {
  for (let i = 0; i < 100; i++) {
    const found = (await mailsTo(t, to)).filter((m) => m.subject.includes(subject))[nth - 1];
    if (found) return found;
    await sleep(20);
  }
  throw new Error(`no mail '${subject}' #${nth} to ${to}`);
}

/** The 4-digit code of that mail: it stands alone on a line of the text part. */
export async function readCode(t: TestApp, to: string, subject: string, nth = 1): Promise<string> {
  const code = /^(\d{4})$/m.exec((await waitForMail(t, to, subject, nth)).text)?.[1];
  if (!code) throw new Error(`the mail '${subject}' to ${to} has no code line`);
  return code;
}

/** A stored account (verified and active unless told otherwise). */
export async function addUser(
  t: TestApp,
  u: { email: string; role: 'buyer' | 'seller' | 'admin'; password: string; verified?: boolean; active?: boolean },
) {
  const [row] = await t.app.db
    .insert(users)
    .values({
      email: u.email,
      role: u.role,
      passwordHash: await hashPassword(u.password),
      firstname: 'Pat',
      lastname: 'Doe',
      company: 'Doe Labs',
      phone: '+1 555 010 9999',
      address: '2 Side St',
      verified: u.verified ?? true,
      active: u.active ?? true,
    })
    .returning();
  return row!;
}

/**
 * A test app whose limits run on a clock the test moves (`clock.now`), and `restart()`: the app is replaced by a new
 * one on the same database, so nothing kept in memory survives.
 */
export async function createClockApp(driver: Driver, env: NodeJS.ProcessEnv = {}) {
  const clock = { now: Date.now() };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xchange-api-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: testSecret, ...env });
  const dbHandle = await createTestDb(driver);
  const start = async () => {
    const app = await build(config, { dbHandle: { ...dbHandle, close: async () => {} }, logger: false, now: () => clock.now });
    await app.ready();
    return app;
  };
  const t: TestApp = {
    app: await start(),
    config,
    dbHandle,
    async close() {
      await t.app.close();
      await dbHandle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return {
    t,
    clock,
    async restart() {
      await t.app.close();
      t.app = await start();
    },
  };
}
