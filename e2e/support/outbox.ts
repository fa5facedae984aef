import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The site's file outbox: OUTBOX_DIR, else `<DATA_DIR>/outbox` of the site the config starts (E2E_DATA_DIR). */
export const outboxDir = process.env.OUTBOX_DIR ?? path.join(process.env.E2E_DATA_DIR ?? path.join(root, '.data', 'e2e', 'site'), 'outbox');

/** True when the suite can read the site's mail: it started the site itself, or was told where the outbox is. */
export const canReadOutbox = (): boolean =>
  !process.env.BASE_URL || Boolean(process.env.OUTBOX_DIR ?? process.env.E2E_DATA_DIR) || existsSync(outboxDir);

export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/** When a sidecar was written: its name starts with the ISO send time, ':' and '.' as '-'. */
const sentAt = (name: string) => Date.parse(name.slice(0, 24).replace(/T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/, 'T$1:$2:$3.$4Z'));

/** The newest mail to `to` whose subject contains `subject`, sent no earlier than `since` (ms), or undefined. */
export async function newestMail(to: string, subject: string, since = 0): Promise<SentMail | undefined> {
  const names = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse();
  for (const name of names) {
    if (since && sentAt(name) < since - 1000) break;
    const mail = JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as SentMail;
    if (mail.to.toLowerCase() === to.toLowerCase() && mail.subject.includes(subject)) return mail;
  }
  return undefined;
}

/** The 4-digit code of the newest such mail (it stands alone on its own text line), waiting for it to arrive. */
export async function readCode(to: string, subject: 'verification code' | 'password reset code', since = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        code = (await newestMail(to, subject, since))?.text.match(/^\s*(\d{4})\s*$/m)?.[1] ?? '';
        return code;
      },
      { message: `a mail with the ${subject} for ${to} in ${outboxDir}`, timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/);
  return code;
}
