import type { FastifyInstance } from 'fastify';
import { routeTable } from '@xchange/contract';

/** Public pages a search engine has no use for: forms of one step of a flow. */
const notListed = new Set(['/loginpage', '/verification', '/stripe', '/admin-login']);
/** The sitemap protocol's limit of URLs per file. */
export const maxSitemapUrls = 50_000;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Public exact routes of the contract's route table; only '/' before launch (docs/product.md §2.8 coming soon). */
export const publicPages = (launched: boolean): string[] =>
  launched ? routeTable.filter((r) => r.access === 'public' && r.match === 'exact' && !notListed.has(r.path)).map((r) => r.path) : ['/'];

export function sitemapXml(origin: string, pages: string[], products: { id: number; lastmod: string }[]): string {
  const url = (loc: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(origin + loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  const room = Math.max(0, maxSitemapUrls - pages.length);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((p) => url(p)),
    ...products.slice(0, room).map((p) => url(`/product/${p.id}`, p.lastmod)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * /sitemap.xml (public pages and every visible listing, from the API's home/sitemap) and /robots.txt pointing at it.
 * Both are cached publicly, so every URL in them comes from PUBLIC_URL, never from the request's Host header.
 */
export function registerSitemap(app: FastifyInstance, opts: { launched: boolean; publicUrl: string }): void {
  const origin = opts.publicUrl.replace(/\/+$/, '');
  app.get('/sitemap.xml', async (req, reply) => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/home/sitemap' });
    if (res.statusCode !== 200) {
      req.log.error({ status: res.statusCode }, 'sitemap: the API did not list products');
      return reply
        .code(503)
        .header('retry-after', '60')
        .type('text/plain; charset=utf-8')
        .send('The sitemap is unavailable, please try again shortly.');
    }
    const products = opts.launched ? (res.json() as { id: number; lastmod: string }[]) : [];
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(origin, publicPages(opts.launched), products));
  });

  app.get('/robots.txt', async (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`),
  );
}
