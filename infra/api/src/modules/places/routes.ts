import { endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { placeIndex } from './place-index.ts';

/** GET places?q=: offline city search for address autocomplete (docs/architecture.md §6, places). */
export async function placesRoutes(app: ApiApp): Promise<void> {
  const r = endpointRoute(app, endpoints.places, {
    tags: ['system'],
    summary: 'Cities starting with q (at least 2 characters), with coordinates',
  });
  app.get(r.url, { ...r.options, config: { rateLimit: { max: 300, timeWindow: 60_000 } } }, async (req, reply) => {
    const q = req.query;
    reply.header('cache-control', 'public, max-age=86400');
    return (await placeIndex()).search(q.q, q.limit);
  });
}
