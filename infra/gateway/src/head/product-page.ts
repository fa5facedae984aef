import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiBase, endpointPaths, fillPath } from '@xchange/contract/core';
import type { ProductWire } from '@xchange/contract';
import { listingNotFoundHead, type PageHead } from './page-heads.ts';
import { productHead } from './product-head.ts';

/** How a page is served: its status and the head written into the shell's HTML. */
export interface ShellPage {
  status?: number;
  head?: PageHead & { tags?: string };
}

export type SendShellPage = (req: FastifyRequest, reply: FastifyReply, page?: ShellPage) => Promise<FastifyReply>;

type Lookup = { kind: 'found'; product: ProductWire } | { kind: 'missing' } | { kind: 'failed'; status: number };

/**
 * The listing as the public product endpoint answers a visitor (no cookie or token passed on, so never a seller's own
 * hidden listing), asked in-process on every request: nothing is cached that could outlive its hiding.
 */
async function lookUp(app: FastifyInstance, id: string, ip: string): Promise<Lookup> {
  const res = await app.inject({ method: 'GET', url: `${apiBase}${fillPath(endpointPaths.product.path, { id })}`, remoteAddress: ip });
  if (res.statusCode === 200) return { kind: 'found', product: res.json() as ProductWire };
  // 400: not a listing id at all; 404: unknown, unpublished, or its seller inactive or unsubscribed
  if (res.statusCode === 400 || res.statusCode === 404) return { kind: 'missing' };
  return { kind: 'failed', status: res.statusCode };
}

const notFound: ShellPage = { status: 404, head: { ...listingNotFoundHead, tags: '<meta name="robots" content="noindex">' } };

/**
 * /product/:id with the listing's head (docs/architecture.md §4.1); an unknown or hidden listing is the shell's page
 * with status 404 (the shop's "Listing not found"). Before launch the page stays the shell's own: visitors are sent
 * to the coming-soon page (docs/product.md §2.8) and no listing is shown to link previews.
 */
export function registerProductPages(
  app: FastifyInstance,
  { launched, origin, sendShellPage }: { launched: boolean; origin: string; sendShellPage: SendShellPage },
): void {
  app.get<{ Params: { id: string } }>('/product/:id', async (req, reply) => {
    if (!launched) return sendShellPage(req, reply);
    const found = await lookUp(app, req.params.id, req.ip);
    if (found.kind === 'found') return sendShellPage(req, reply, { head: productHead(found.product, origin) });
    if (found.kind === 'missing') return sendShellPage(req, reply, notFound);
    // the page itself still works (the shop asks again from the browser); crawlers are told to come back
    req.log.error({ status: found.status }, 'product page: the API did not answer the listing');
    reply.header('retry-after', '60');
    return sendShellPage(req, reply, { status: 503 });
  });
}
