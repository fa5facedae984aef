import { endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './repo.ts';

const tags = ['api keys'];

/** docs/product.md §2.12: a seller's API keys, managed from a signed-in session only (a key cannot reach these). */
export async function apiKeyRoutes(app: ApiApp) {
  const create = endpointRoute(app, endpoints.createApiKey, {
    tags,
    summary: 'Create an API key with scopes; the key is in this answer only',
  });
  app.post(create.url, { ...create.options, config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (req) =>
    createApiKey(app.db, req.user!.id, req.body),
  );

  const list = endpointRoute(app, endpoints.apiKeys, { tags, summary: "The caller's API keys (never the keys themselves)" });
  app.get(list.url, list.options, async (req) => listApiKeys(app.db, req.user!.id));

  const revoke = endpointRoute(app, endpoints.revokeApiKey, {
    tags,
    summary: 'Revoke an API key: every process refuses it from the next request',
  });
  app.delete(revoke.url, revoke.options, async (req) => revokeApiKey(app.db, req.user!.id, req.params.id, new Date(app.now())));
}
