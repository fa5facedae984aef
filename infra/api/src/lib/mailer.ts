import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (an alert mail's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** Which event a mail is for (its job key) and when it was first queued: one message per key, however often sent. */
export interface MailIdentity {
  key: string;
  at: Date;
}

export interface Mailer {
  send(mail: Mail, identity?: MailIdentity): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

const messageIdOf = (key: string) => `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@mail.xchange>`;

const from = '"The Xchange Marketplace" <no-reply@xchange.test>';

/**
 * SMTP when a URL is configured; otherwise each message becomes `<outbox>/<time>-<id>.eml` plus a `.json` sidecar.
 * Modules do not call it: they queue mails with `enqueueMail` (src/jobs/mail-jobs.ts), whose worker calls it.
 */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const t = nodemailer.createTransport(opts.smtpUrl, { from });
    return {
      send: async (m, id) => ({ messageId: (await t.sendMail({ ...m, ...(id ? { messageId: messageIdOf(id.key) } : {}) })).messageId }),
      close: () => t.close(),
    };
  }
  const t = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m, id) {
      const info = await t.sendMail({ from, ...m, ...(id ? { messageId: messageIdOf(id.key) } : {}) });
      await mkdir(opts.outboxDir, { recursive: true });
      // a queued mail's file is named by its first queueing and its key, so sending it again rewrites the same file
      const stamp = (id?.at ?? new Date()).toISOString().replace(/[:.]/g, '-');
      const base = path.join(opts.outboxDir, `${stamp}-${info.messageId.replace(/[^a-zA-Z0-9-]/g, '_')}`);
      await writeFile(`${base}.eml`, info.message as Buffer);
      // written aside and renamed, so a reader of the outbox never sees a half-written sidecar
      await writeFile(
        `${base}.json.tmp`,
        JSON.stringify({ to: m.to, subject: m.subject, text: m.text, ...(m.headers ? { headers: m.headers } : {}) }, null, 2),
      );
      await rename(`${base}.json.tmp`, `${base}.json`);
      return { messageId: info.messageId, file: `${base}.eml` };
    },
    close: () => t.close(),
  };
}
