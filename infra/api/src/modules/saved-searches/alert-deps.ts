import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { MailSite } from '../../lib/mail-templates/layout.ts';
import type { Notifier } from '../notifications/index.ts';

/** What the alert jobs need: the database, the queue, the bell, the clock (tests move it), mail links and the signing secret. */
export interface AlertDeps {
  db: Db;
  jobs: JobQueue;
  notify: Notifier;
  now: () => number;
  site: MailSite;
  secret: string;
}
