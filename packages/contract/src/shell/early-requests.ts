import type { EndpointBody, EndpointName, EndpointParams } from '../endpoints';
import { normalizePath } from '../routes/route-table';
import { parseShopParams, toHomepageBody } from '../shop/shop-query';
import { advertsRequest, featuredRequest, homepageRequest, lookupsRequest, productRequest } from '../shop/shop-requests';

/** One API request, as a remote's page first sends it. */
export interface EarlyRequest<N extends EndpointName = EndpointName> {
  endpoint: N;
  params?: EndpointParams<N>;
  body?: EndpointBody<N>;
}

/** The same key on both sides for the same request: the shell files an early answer under it, a remote takes it. */
export const earlyRequestKey = (request: EarlyRequest): string =>
  JSON.stringify([request.endpoint, request.params ?? null, request.body ?? null]);

/**
 * The requests a public page's remote sends as it first renders, known from the address alone, so the shell can start
 * them with the page instead of after the remote has loaded and rendered (docs/architecture.md §4).
 */
export function earlyRequestsFor(pathname: string, search: string): EarlyRequest[] {
  const path = normalizePath(pathname);
  if (path === '/xchangeShop') {
    const body = toHomepageBody(parseShopParams(new URLSearchParams(search)));
    return [homepageRequest(body), featuredRequest, advertsRequest, lookupsRequest];
  }
  const product = /^\/product\/([1-9]\d{0,9})$/.exec(path);
  if (product) return [productRequest(Number(product[1]))];
  return [];
}
