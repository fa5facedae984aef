import { apiBase, endpointList, type EndpointAccess, type EndpointDef, type EndpointName } from '@xchange/contract';

/** One documented operation: the contract endpoints served by one method and path (POST advert serves two). */
export interface ContractOperation {
  /** The contract's name of the first endpoint on this method and path: the operation's stable operationId. */
  operationId: EndpointName;
  endpoints: ReadonlyArray<EndpointDef & { name: EndpointName }>;
}

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

const operations = new Map<string, ContractOperation>();
for (const endpoint of endpointList) {
  const k = key(endpoint.method, endpoint.path);
  const found = operations.get(k);
  operations.set(
    k,
    found ? { ...found, endpoints: [...found.endpoints, endpoint] } : { operationId: endpoint.name, endpoints: [endpoint] },
  );
}

/** The contract operation a Fastify route serves ('/api/v1/product/:id'), or undefined for a route outside the contract. */
export function contractOperation(method: string | string[], url: string): ContractOperation | undefined {
  if (Array.isArray(method) || !url.startsWith(apiBase)) return undefined;
  return operations.get(key(method, url.slice(apiBase.length)));
}

/** Who may call an operation, from its endpoints' `access` (the field the route guards and the authorization matrix read). */
export function operationAccess(op: ContractOperation): { anyone: boolean; session: boolean; role: boolean } {
  const access = new Set<EndpointAccess>(op.endpoints.map((e) => e.access));
  return {
    anyone: access.has('public'),
    session: [...access].some((a) => a !== 'public'),
    role: [...access].some((a) => a !== 'public' && a !== 'signed-in'),
  };
}

/** The API-key scopes that let a key call an operation (none: keys are refused). */
export function operationScopes(op: ContractOperation): string[] {
  return [...new Set(op.endpoints.flatMap((e) => (e.scope ? [e.scope] : [])))];
}

/**
 * OpenAPI `security`: `[]` for a public call, the bearer token for a signed-in one, either when one path serves both;
 * a seller API key (its scope named) as another way in where the endpoint declares a scope.
 */
export function operationSecurity(op: ContractOperation): Array<Record<string, string[]>> {
  const { anyone, session } = operationAccess(op);
  if (!session) return [];
  // OpenAPI 3.0 lists no scopes for an apiKey scheme: the operation's description names the one it needs
  const keyed = operationScopes(op).length > 0 ? [{ apiKey: [] }] : [];
  return anyone ? [{}, { bearer: [] }, ...keyed] : [{ bearer: [] }, ...keyed];
}
