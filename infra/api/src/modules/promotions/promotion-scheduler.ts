import type { FastifyInstance } from 'fastify';
import { applyPromotionSchedule, utcDate } from './schedule.ts';

/** How often the promotion schedule runs; a promotion goes live at most this long after its start date begins (UTC). */
export const scheduleEveryMs = 60_000;

/** Applies the promotion schedule on the app's clock when the app is ready and then every minute until it closes. */
export function startPromotionScheduler(app: FastifyInstance, everyMs = scheduleEveryMs): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = applyPromotionSchedule(app.db, utcDate(app.now())).catch((err: unknown) =>
      app.log.error({ err }, 'promotion schedule run failed'),
    );
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
