import { apiBase, apiKeyHeader, apiKeyTexts, endpointList, routePath, type ApiKeyScope } from '@xchange/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
// the plugin's `app.rateLimit` and the app's own decorations, also for packages that type-check this file alone (bench)
import type {} from '@fastify/rate-limit';
import type {} from '../types.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { authenticateApiKey } from '../modules/api-keys/authenticate-key.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The seller API key the request came with (X-Api-Key), once accepted; null for a session or a visitor. */
    apiKey: { id: number; scopes: ApiKeyScope[] } | null;
  }
}

const header = apiKeyHeader.toLowerCase();

/**
 * docs/product.md §2.12: a request with `X-Api-Key` acts as the key's seller, but only on a route whose contract
 * endpoint names a scope the key has; every other API route answers 403, so a key never reaches admin, buyer, account
 * or key-management calls. Accepted keys are rate-limited per key (Redis-shared when REDIS_URL is set).
 */
export function registerApiKeyGate(app: FastifyInstance, db: Db): void {
  const scopeOf = new Map<string, ApiKeyScope>();
  for (const e of endpointList) if (e.scope) scopeOf.set(`${e.method} ${routePath(e)}`, e.scope);
  const limit = app.rateLimit({
    max: app.config.apiKeyRequestsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => `api-key:${req.apiKey?.id}`,
    errorResponseBuilder: (_req, ctx) => new AppError('ERR_RATE_LIMITED', apiKeyTexts.rateLimited(Math.ceil(ctx.ttl / 1000))),
  });

  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (req, reply) => {
    const sent = req.headers[header];
    const url = req.routeOptions.url;
    // outside the API (docs, media, the site) and on its not-found catch-all a key is simply not used
    if (sent === undefined || !url?.startsWith(apiBase) || url.endsWith('*')) return;
    // Fastify answers HEAD with the GET route: the same scope
    const scope = scopeOf.get(`${req.method === 'HEAD' ? 'GET' : req.method} ${url}`);
    if (!scope) throw new AppError('ERR_FORBIDDEN', apiKeyTexts.routeNotForKeys);
    const holder = await authenticateApiKey(db, typeof sent === 'string' ? sent.trim() : '', new Date(app.now()));
    if (!holder.scopes.includes(scope)) throw new AppError('ERR_FORBIDDEN', apiKeyTexts.missingScope(scope));
    req.user = holder.user;
    req.apiKey = { id: holder.keyId, scopes: holder.scopes };
    await limit.call(app, req, reply);
  });
}
