import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../jobs/mail-jobs.ts';
import type { Mail } from '../../lib/mailer.ts';
import { sweepStatusNotices } from './status-notices.ts';

/** How often due status mails are looked for; a coalesced mail goes out at most this late. */
export const sweepEveryMs = 30_000;

/** Sweeps due status mails from when the app is ready until it closes (safe with several API processes). */
export function startStatusSweeper(app: FastifyInstance, everyMs = sweepEveryMs): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const deps = {
    db: app.db,
    send: (mail: Mail, tx: Db, key: string) => enqueueMail(app.jobs, mail, { key, tx }),
    site: app.config,
  };
  const tick = () => {
    running = sweepStatusNotices(deps)
      .then((n) => n > 0 && app.jobs.wake())
      .catch((err: unknown) => app.log.error({ err }, 'status mail sweep failed'));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
