import type * as v from 'valibot';
import type { ApiKeyScope } from '../api-key/api-key-rules';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call an endpoint: anyone, one signed-in type, or any signed-in user. */
export type EndpointAccess = 'public' | 'buyer' | 'seller' | 'admin' | 'signed-in';

/** Where an API call goes: method and path relative to `apiBase` (':name' marks a path parameter). All a caller needs. */
export interface EndpointPath {
  method: HttpMethod;
  path: string;
}

/** One API call: method, path, access and schemas. */
export interface EndpointDef extends EndpointPath {
  access: EndpointAccess;
  body?: v.GenericSchema;
  query?: v.GenericSchema;
  params?: v.GenericSchema;
  response?: v.GenericSchema;
  /** 'multipart': `body` describes the text fields beside the files; 'raw': the body is read unparsed. */
  contentType?: 'multipart' | 'raw';
  /** Answers a server-sent event stream instead of one JSON value. */
  stream?: true;
  /** A seller's API key with this scope may call it too (X-Api-Key); every endpoint without one refuses keys. */
  scope?: ApiKeyScope;
}

/** What the server adds to an endpoint's path: who may call it, its schemas and how the body is read. */
export type EndpointSchemas = Omit<EndpointDef, keyof EndpointPath>;

/** Joins a table of paths with each endpoint's access and schemas, keeping their literal types. */
export function withSchemas<const P extends Record<string, EndpointPath>, const S extends { [K in keyof P]: EndpointSchemas }>(
  paths: P,
  schemas: S,
): { [K in keyof P]: P[K] & S[K] } {
  return Object.fromEntries(Object.entries(paths).map(([name, path]) => [name, { ...path, ...schemas[name] }])) as {
    [K in keyof P]: P[K] & S[K];
  };
}
