import { toJsonSchema } from '@valibot/to-json-schema';
import { apiKeyHeader, appTokenHeader, errorEnvelopeSchema, type ErrorCode } from '@xchange/contract';
import { valibotSwaggerTransform } from '../lib/valibot-fastify.ts';
import { errorResponseRefs, errorResponses, errorStatuses } from './openapi-errors.ts';
import { contractOperation, operationScopes, operationSecurity } from './openapi-operations.ts';
import { openApiTags } from './openapi-tags.ts';

type Json = Record<string, unknown>;
interface RouteArg {
  schema: Json | undefined;
  url: string;
  route: { method: string | string[]; config?: { rateLimit?: unknown } };
}

const streamAnswer = {
  description: 'A server-sent event stream (text/event-stream) that stays open',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
};

type HeaderDoc = { description: string; required?: boolean; maxLength?: number };
/** A route's documented request headers as the JSON schema @fastify/swagger turns into header parameters. */
const headersSchema = (headers: Record<string, HeaderDoc>) => ({
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(headers).map(([name, { description, maxLength }]) => [
      name,
      { type: 'string', description, ...(maxLength ? { maxLength } : {}) },
    ]),
  ),
  required: Object.entries(headers)
    .filter(([, h]) => h.required)
    .map(([name]) => name),
});

/** The `Apptoken` header of docs/product.md §7: the site's client sends it when the deployment sets one; no route requires it. */
const appTokenParameter = {
  name: appTokenHeader,
  in: 'header',
  required: false,
  description:
    "The fixed application token the site's client sends with every call when the deployment configures one. The API does not check it: leave it out, or send the site's value.",
  schema: { type: 'string' },
};

/**
 * @fastify/swagger's `transform` and `transformObject` for the served document: only the contract's endpoints are
 * published (the /api/v1 catch-all, the gateway's site routes and test-only pages are left out), each with its
 * contract name as operationId, its security from the endpoint's `access`, and its error answers referenced from
 * components built from the error catalogue.
 */
export function openApiDocument() {
  const statusesOf = new Map<string, number[]>();

  function transform({ schema, url, route }: RouteArg) {
    const op = contractOperation(route.method, url);
    if (!op) return { schema: { ...schema, hide: true }, url };
    const { response, errors, headerDocs, ...rest } = valibotSwaggerTransform({ schema, url }).schema as Json;
    const success = Object.entries((response ?? {}) as Json).filter(([status]) => !/^[45]/.test(status));
    if (op.endpoints.some((e) => e.stream)) success.push(['200', streamAnswer]);
    // a call an API key may make is rate-limited per key (plugins/api-key-gate.ts)
    const rateLimited = !!route.config?.rateLimit || operationScopes(op).length > 0;
    statusesOf.set(op.operationId, errorStatuses(op, { rateLimited, errors: (errors ?? []) as ErrorCode[] }));
    const out: Json = { ...rest, operationId: op.operationId, security: operationSecurity(op) };
    if (success.length > 0) out.response = Object.fromEntries(success);
    if (headerDocs) out.headers = headersSchema(headerDocs as Record<string, HeaderDoc>);
    const others = op.endpoints.slice(1).map((e) => `\`${e.name}\` (${e.access})`);
    const notes = [
      ...(others.length > 0 ? [`The same method and path also serve ${others.join(', ')}.`] : []),
      ...operationScopes(op).map((scope) => `A seller API key (\`${apiKeyHeader}\`) may call it with the \`${scope}\` scope.`),
    ];
    if (notes.length > 0) out.description = notes.join(' ');
    return { schema: out, url };
  }

  function transformObject({ openapiObject }: { openapiObject: Json }) {
    const components = (openapiObject.components ?? {}) as Json;
    const paths = (openapiObject.paths ?? {}) as Record<string, Record<string, Json>>;
    for (const operations of Object.values(paths)) {
      for (const operation of Object.values(operations)) {
        const statuses = statusesOf.get(String(operation.operationId)) ?? [];
        operation.responses = { ...(operation.responses as Json), ...errorResponseRefs(statuses) };
        operation.parameters = [...((operation.parameters as unknown[]) ?? []), { $ref: `#/components/parameters/${appTokenHeader}` }];
      }
    }
    // the order a reader expects: what it is, where, its groups, the operations, then the parts they share
    const { openapi, info, servers, ...rest } = openapiObject;
    delete rest.paths;
    delete rest.components;
    return {
      openapi,
      info,
      servers,
      tags: openApiTags,
      ...rest,
      paths,
      components: {
        ...components,
        schemas: { ...(components.schemas as Json), ErrorEnvelope: toJsonSchema(errorEnvelopeSchema, { target: 'openapi-3.0' }) },
        responses: errorResponses([...statusesOf.values()].flat()),
        parameters: { [appTokenHeader]: appTokenParameter },
      },
    };
  }

  return { transform, transformObject };
}
