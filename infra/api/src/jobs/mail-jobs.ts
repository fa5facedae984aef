import type { Db } from '../db/client.ts';
import type { Mail, Mailer } from '../lib/mailer.ts';
import type { JobQueue } from './job-queue.ts';

/**
 * Puts a mail on the durable queue: sent by whichever API process takes the job, retried with backoff while the mail
 * server fails, and never twice for one `key` (the event it is for, e.g. `new-order:42`). With `tx` the mail exists
 * exactly when the transaction commits. The one way every module sends mail (docs/architecture.md §11).
 */
export function enqueueMail(jobs: JobQueue, mail: Mail, opts: { key: string; tx?: Db }): Promise<void> {
  return jobs.enqueue('mail', mail, opts);
}

/**
 * Sends queued mails. The key names the message: the outbox writes one file per key (a retry rewrites it) and SMTP
 * gets a Message-ID made from it, so a resend after a crash between the send and the job's completion is recognisably
 * the same message.
 */
export async function workMailJobs(jobs: JobQueue, mailer: Mailer): Promise<void> {
  await jobs.work('mail', async (mail, job) => {
    await mailer.send(mail, { key: job.key, at: job.createdOn });
  });
}
