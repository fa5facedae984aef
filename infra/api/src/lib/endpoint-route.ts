import { errorEnvelopeSchema, type EndpointDef } from '@xchange/contract';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';

/**
 * Route options from a contract endpoint: its path inside the /api/v1 prefix, its schemas (validated with valibot,
 * described in OpenAPI) and the role check its `access` names, so no route can forget it.
 */
export function endpointRoute(app: FastifyInstance, def: EndpointDef, docs: { summary?: string; tags?: string[] } = {}) {
  const schema: Record<string, unknown> = { ...docs };
  if (def.body && !def.contentType) schema.body = def.body;
  if (def.query) schema.querystring = def.query;
  if (def.params) schema.params = def.params;
  schema.response = { ...(def.response ? { 200: def.response } : {}), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
  if (def.access !== 'public') schema.security = [{ bearer: [] }];
  const guard =
    def.access === 'public' ? undefined : def.access === 'signed-in' ? app.requireAuth : app.requireRole(def.access);
  // onRequest: a caller without the right session gets 401/403 before its body is parsed or validated
  const options: RouteShorthandOptions = { schema, ...(guard ? { onRequest: guard } : {}) };
  return { method: def.method, url: `/${def.path}`, options };
}
