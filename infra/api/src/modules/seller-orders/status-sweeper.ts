import type { FastifyInstance } from 'fastify';
import { sweepStatusNotices } from './status-notices.ts';

/** How often due status mails are looked for; a coalesced mail goes out at most this late. */
export const sweepEveryMs = 30_000;

/** Sweeps due status mails from when the app is ready until it closes (safe with several API processes). */
export function startStatusSweeper(app: FastifyInstance, everyMs = sweepEveryMs): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const deps = {
    db: app.db,
    send: (mail: Parameters<typeof app.mailer.send>[0]) => app.mailer.send(mail).then(() => undefined),
    site: app.config,
    onError: (err: unknown, orderId: number) => app.log.error({ err, orderId }, 'order status mail could not be sent'),
  };
  const tick = () => {
    running = sweepStatusNotices(deps).catch((err: unknown) => app.log.error({ err }, 'status mail sweep failed'));
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
