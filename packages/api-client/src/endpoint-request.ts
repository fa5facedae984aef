import type { KyInstance, Options, ResponsePromise } from 'ky';
import { endpointPaths, fillPath } from '@xchange/contract/core';
import type { EndpointName, EndpointPath } from '@xchange/contract';
import type { CallArgs } from './call-options';

const kyMethod = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

/** The path of endpoint N below the client's base, its ':name' parameters filled ('product/12'). */
export const endpointPath = (name: EndpointName, params?: Record<string, string | number>): string =>
  fillPath(endpointPaths[name].path, params);

/**
 * Sends endpoint N with the method and path of the contract's table, for callers that read the response
 * themselves (the message stream); `call` reads the JSON answer.
 */
export function endpointRequest<N extends EndpointName>(client: KyInstance, name: N, ...[options]: CallArgs<N>): ResponsePromise {
  const def: EndpointPath = endpointPaths[name];
  const { params, query, body, ...kyOptions } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Options['searchParams'];
    body?: unknown;
  } & Options;
  const sent: Options = { ...kyOptions };
  if (query !== undefined) sent.searchParams = query;
  if (body instanceof FormData) sent.body = body;
  else if (body !== undefined) sent.json = body;
  return client[kyMethod[def.method]](endpointPath(name, params), sent);
}
