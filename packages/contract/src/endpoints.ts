import type * as v from 'valibot';
import { adminEndpoints } from './endpoints/admin-endpoints';
import { apiKeyEndpoints } from './endpoints/api-key-endpoints';
import { authEndpoints } from './endpoints/auth-endpoints';
import { listingImportEndpoints } from './endpoints/listing-import-endpoints';
import type { EndpointDef } from './endpoints/endpoint';
import { exportEndpoints } from './endpoints/export-endpoints';
import { apiBase, type EndpointName } from './endpoints/endpoint-paths';
import { offerEndpoints } from './endpoints/offer-endpoints';
import { platformEndpoints } from './endpoints/platform-endpoints';
import { reviewEndpoints } from './endpoints/review-endpoints';
import { savedSearchEndpoints } from './endpoints/saved-search-endpoints';
import { sellerEndpoints } from './endpoints/seller-endpoints';
import { shopEndpoints } from './endpoints/shop-endpoints';
import { specEndpoints } from './endpoints/spec-endpoints';

export * from './endpoints/endpoint';
export * from './endpoints/endpoint-paths';

/** Every API call of docs/product.md §7 and docs/architecture.md §5, by name, with access and schemas. */
export const endpoints = {
  ...authEndpoints,
  ...shopEndpoints,
  ...sellerEndpoints,
  ...adminEndpoints,
  ...platformEndpoints,
  ...specEndpoints,
  ...offerEndpoints,
  ...apiKeyEndpoints,
  ...listingImportEndpoints,
  ...exportEndpoints,
  ...reviewEndpoints,
  ...savedSearchEndpoints,
} as const satisfies Record<EndpointName, EndpointDef>;

export type Endpoints = typeof endpoints;

type Out<E, K extends string> = E extends { [P in K]: infer S extends v.GenericSchema } ? v.InferOutput<S> : undefined;
type In<E, K extends string> = E extends { [P in K]: infer S extends v.GenericSchema } ? v.InferInput<S> : undefined;
/** What a caller sends as the body of endpoint N. */
export type EndpointBody<N extends EndpointName> = In<Endpoints[N], 'body'>;
/** What a caller sends as the query of endpoint N. */
export type EndpointQuery<N extends EndpointName> = In<Endpoints[N], 'query'>;
/** The path parameters of endpoint N. */
export type EndpointParams<N extends EndpointName> = In<Endpoints[N], 'params'>;
/** What endpoint N answers. */
export type EndpointResponse<N extends EndpointName> = Out<Endpoints[N], 'response'>;

/** Every endpoint with its name, e.g. to generate the authorization-matrix test. */
export const endpointList: ReadonlyArray<EndpointDef & { name: EndpointName }> = (
  Object.entries(endpoints) as [EndpointName, EndpointDef][]
).map(([name, def]) => ({ name, ...def }));

/** The absolute path of an endpoint for a server route ('/api/v1/product/:id'). */
export const routePath = (e: Pick<EndpointDef, 'path'>): string => `${apiBase}${e.path}`;

/** Normalises a path as docs/product.md §7 writes it ('/home/homepage') to the table's form ('home/homepage'). */
export const normalizeEndpointPath = (path: string): string => path.replace(/^\/+/, '').replace(/\?.*$/, '');
