import type { Options } from 'ky';
import type { EndpointBody, EndpointName, EndpointParams, EndpointQuery, Endpoints } from '@xchange/contract';

type ParamsPart<N extends EndpointName> = EndpointParams<N> extends undefined ? { params?: never } : { params: EndpointParams<N> };
type QueryPart<N extends EndpointName> = EndpointQuery<N> extends undefined ? { query?: never } : { query: EndpointQuery<N> };
type BodyPart<N extends EndpointName> = Endpoints[N] extends { contentType: 'multipart' }
  ? { body: FormData }
  : EndpointBody<N> extends undefined
    ? { body?: never }
    : { body: EndpointBody<N> };

/** What a call of endpoint N sends: its path parameters, query and body as the contract types them, and ky options. */
export type CallOptions<N extends EndpointName> = Omit<Options, 'method' | 'json' | 'body' | 'searchParams'> &
  ParamsPart<N> &
  QueryPart<N> &
  BodyPart<N>;

/** The options argument: required when endpoint N has path parameters, a query or a body. */
export type CallArgs<N extends EndpointName> = object extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];
