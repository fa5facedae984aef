import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

const from = '"The Xchange Marketplace" <no-reply@xchange.test>';

/** SMTP when a URL is configured; otherwise each message becomes `<outbox>/<time>-<id>.eml` plus a `.json` sidecar. */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const t = nodemailer.createTransport(opts.smtpUrl, { from });
    return {
      send: async (m) => ({ messageId: (await t.sendMail(m)).messageId }),
      close: () => t.close(),
    };
  }
  const t = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await t.sendMail({ from, ...m });
      await mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = path.join(opts.outboxDir, `${stamp}-${info.messageId.replace(/[^a-zA-Z0-9-]/g, '_')}`);
      await writeFile(`${base}.eml`, info.message as Buffer);
      // written aside and renamed, so a reader of the outbox never sees a half-written sidecar
      await writeFile(`${base}.json.tmp`, JSON.stringify({ to: m.to, subject: m.subject, text: m.text }, null, 2));
      await rename(`${base}.json.tmp`, `${base}.json`);
      return { messageId: info.messageId, file: `${base}.eml` };
    },
    close: () => t.close(),
  };
}
