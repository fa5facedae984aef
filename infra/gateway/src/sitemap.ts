import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeTable, type SitemapPage } from '@xchange/contract';

/** Public pages a search engine has no use for: forms of one step of a flow, an alert mail's unsubscribe link. */
const notListed = new Set(['/loginpage', '/verification', '/stripe', '/admin-login', '/unsubscribe']);
/** The sitemap protocol's limit of URLs per file (and of files per index). */
export const maxSitemapUrls = 50_000;

/** One URL of a sitemap: a path of the site and, for a listing, its last change. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>';
const xmlns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const lastmodTag = (lastmod?: string) => (lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '');

/** Public exact routes of the contract's route table; only '/' before launch (docs/product.md §2.8 coming soon). */
export const publicPages = (launched: boolean): string[] =>
  launched ? routeTable.filter((r) => r.access === 'public' && r.match === 'exact' && !notListed.has(r.path)).map((r) => r.path) : ['/'];

/** Pages first, then every visible listing with its last change. */
export const sitemapEntries = (pages: string[], products: { id: number; lastmod: string }[]): SitemapEntry[] => [
  ...pages.map((path) => ({ path })),
  ...products.map((p) => ({ path: `/product/${p.id}`, lastmod: p.lastmod })),
];

/** How many files `total` URLs take at `maxUrls` a file (at least one, so an empty site still has a sitemap). */
export const sitemapFileCount = (total: number, maxUrls = maxSitemapUrls): number => Math.max(1, Math.ceil(total / maxUrls));

/**
 * Which URLs file `n` (1-based) holds when the pages come first and the listings follow in id order: its slice of
 * the pages and the offset and number of listings to ask the API for.
 */
export function sitemapSlice(n: number, pageCount: number, maxUrls = maxSitemapUrls) {
  const start = (n - 1) * maxUrls;
  const end = start + maxUrls;
  const pages = { from: Math.min(start, pageCount), to: Math.min(end, pageCount) };
  const offset = Math.max(0, start - pageCount);
  return { pages, offset, limit: Math.max(0, end - Math.max(start, pageCount)) };
}

/** A <urlset> of absolute URLs on `origin`. */
export const urlsetXml = (origin: string, entries: SitemapEntry[]): string =>
  [
    xmlHead,
    `<urlset ${xmlns}>`,
    ...entries.map((e) => `  <url><loc>${escapeXml(origin + e.path)}</loc>${lastmodTag(e.lastmod)}</url>`),
    '</urlset>',
    '',
  ].join('\n');

/** A <sitemapindex> naming /sitemap-1.xml … /sitemap-N.xml on `origin`. */
export const sitemapIndexXml = (origin: string, fileCount: number): string =>
  [
    xmlHead,
    `<sitemapindex ${xmlns}>`,
    ...Array.from({ length: fileCount }, (_, i) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');

/**
 * /sitemap.xml (public pages and every visible listing), split into an index of /sitemap-N.xml files beyond
 * `maxUrls` URLs, and /robots.txt pointing at it. Each file asks the API's home/sitemap for its own slice of the
 * listings only. All are cached publicly, so every URL in them comes from PUBLIC_URL (`origin`), never from the
 * request's Host header.
 */
export function registerSitemap(app: FastifyInstance, opts: { launched: boolean; origin: string; maxUrls?: number }): void {
  const { origin } = opts;
  const maxUrls = opts.maxUrls ?? maxSitemapUrls;
  const pages = publicPages(opts.launched);

  /** A slice of the visible listings and their total, or undefined when the API did not answer (the reply is then sent). */
  const listingsOr503 = async (req: FastifyRequest, reply: FastifyReply, offset: number, limit: number) => {
    // before launch the sitemap lists the coming-soon page only, but the API is still asked, so an outage shows
    const res = await app.inject({ method: 'GET', url: '/api/v1/home/sitemap', query: { offset: String(offset), limit: String(limit) } });
    if (res.statusCode !== 200) {
      req.log.error({ status: res.statusCode }, 'sitemap: the API did not list products');
      await reply
        .code(503)
        .header('retry-after', '60')
        .type('text/plain; charset=utf-8')
        .send('The sitemap is unavailable, please try again shortly.');
      return undefined;
    }
    return opts.launched ? (res.json() as SitemapPage) : { total: 0, products: [] };
  };
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  /** The URLs of file `n` and how many files there are, or undefined once a reply was sent. */
  const fileOf = async (req: FastifyRequest, reply: FastifyReply, n: number) => {
    const slice = sitemapSlice(n, pages.length, maxUrls);
    const listings = await listingsOr503(req, reply, slice.offset, Math.max(1, slice.limit));
    if (!listings) return undefined;
    const products = slice.limit ? listings.products.slice(0, slice.limit) : [];
    const files = sitemapFileCount(pages.length + listings.total, maxUrls);
    return { files, entries: sitemapEntries(pages.slice(slice.pages.from, slice.pages.to), products) };
  };

  app.get('/sitemap.xml', async (req, reply) => {
    const first = await fileOf(req, reply, 1);
    if (!first) return reply;
    return sendXml(reply, first.files === 1 ? urlsetXml(origin, first.entries) : sitemapIndexXml(origin, first.files));
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (req, reply) => {
    if (!/^[1-9]\d{0,5}$/.test(req.params.n)) return reply.callNotFound();
    const n = Number(req.params.n);
    const file = await fileOf(req, reply, n);
    if (!file) return reply;
    return n <= file.files ? sendXml(reply, urlsetXml(origin, file.entries)) : reply.callNotFound();
  });

  app.get('/robots.txt', async (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`),
  );
}
