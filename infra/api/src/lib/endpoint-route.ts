import { errorEnvelopeSchema, type EndpointDef, type ErrorCode } from '@xchange/contract';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ApiApp } from './api-app.ts';

/** The route schema Fastify sees for endpoint D; its static types let ValibotTypeProvider type the handler. */
export interface EndpointSchema<D extends EndpointDef> {
  body: D['contentType'] extends string ? undefined : D['body'];
  querystring: D['query'];
  params: D['params'];
  response: { 200: D['response']; '4xx': typeof errorEnvelopeSchema; '5xx': typeof errorEnvelopeSchema };
  summary?: string;
  tags?: string[];
  errors?: readonly ErrorCode[];
  headerDocs?: EndpointDocs['headers'];
}

/** What a route adds to its endpoint's OpenAPI operation (plugins/openapi-document.ts derives the rest). */
export interface EndpointDocs {
  summary?: string;
  tags?: string[];
  /** Error codes the route's own code answers with beyond those its declarations imply (a 409 of a unique name …). */
  errors?: readonly ErrorCode[];
  /** Documented answers of an endpoint without a JSON `response` (a file download, a redirect), by status. */
  answers?: Record<number, { description: string; content?: Record<string, unknown>; headers?: Record<string, unknown>; type?: 'null' }>;
  /** Request headers the route's own code reads (documented only: Fastify validates no header schema here). */
  headers?: Record<string, { description: string; required?: boolean; maxLength?: number }>;
}

/**
 * Route options from a contract endpoint: its path inside the /api/v1 prefix, its schemas (validated with valibot,
 * described in OpenAPI, typing the handler through ValibotTypeProvider) and the role check its `access` names, so no
 * route can forget it.
 */
export function endpointRoute<D extends EndpointDef>(
  app: ApiApp | FastifyInstance,
  def: D,
  { answers, headers, ...docs }: EndpointDocs = {},
) {
  // TypeScript reads def.query as the constraint's type; the casts keep D's own schema types for the handler
  const schema = {
    ...docs,
    headerDocs: headers,
    body: (def.body && !def.contentType ? def.body : undefined) as EndpointSchema<D>['body'],
    querystring: def.query as D['query'],
    params: def.params as D['params'],
    response: {
      ...(def.response ? { 200: def.response as D['response'] } : {}),
      ...answers,
      '4xx': errorEnvelopeSchema,
      '5xx': errorEnvelopeSchema,
    } as EndpointSchema<D>['response'],
  } satisfies EndpointSchema<D>;
  const guard: onRequestHookHandler | undefined =
    def.access === 'public' ? undefined : def.access === 'signed-in' ? app.requireAuth : app.requireRole(def.access);
  // onRequest: a caller without the right session gets 401/403 before its body is parsed or validated
  const options = { schema: withoutEmpty(schema), ...(guard ? { onRequest: guard } : {}) };
  return { method: def.method, url: `/${def.path}`, options };
}

/** Drops the parts an endpoint does not declare, so Fastify compiles no validator for them. */
function withoutEmpty<S extends object>(schema: S): S {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as S;
}
