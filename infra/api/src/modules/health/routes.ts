import { endpoints } from '@xchange/contract';
import { AppError } from '../../lib/errors.ts';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { apiVersion } from '../../version.ts';

/** Liveness answers without touching the database; readiness pings it (503 ERR_NOT_READY while it is unreachable). */
export async function healthRoutes(app: ApiApp, opts: { ping(): Promise<void> }) {
  const health = endpointRoute(app, endpoints.health, { tags: ['system'], summary: 'Liveness' });
  app.get(health.url, health.options, async () => ({
    status: 'ok' as const,
    version: apiVersion,
    uptime: Math.round(process.uptime()),
  }));

  const ready = endpointRoute(app, endpoints.ready, { tags: ['system'], summary: 'Readiness: pings the database' });
  app.get(ready.url, ready.options, async (req) => {
    try {
      await opts.ping();
    } catch (err) {
      req.log.warn({ err }, 'database ping failed');
      throw new AppError('ERR_NOT_READY');
    }
    return { status: 'ready' as const, checks: { database: 'ok' as const } };
  });
}
