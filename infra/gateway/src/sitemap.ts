import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeTable } from '@xchange/contract';

/** Public pages a search engine has no use for: forms of one step of a flow. */
const notListed = new Set(['/loginpage', '/verification', '/stripe', '/admin-login']);
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

/** The entries in files of at most `maxUrls` URLs each (at least one file, so an empty site still has a sitemap). */
export function sitemapFiles(entries: SitemapEntry[], maxUrls = maxSitemapUrls): SitemapEntry[][] {
  const files: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += maxUrls) files.push(entries.slice(start, start + maxUrls));
  return files.length ? files : [[]];
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

/** The newest lastmod of a file's entries (ISO date-times compare as text), for its line of the index. */
const newest = (entries: SitemapEntry[]) =>
  entries.reduce<string | undefined>((a, e) => (e.lastmod && (!a || e.lastmod > a) ? e.lastmod : a), undefined);

/** A <sitemapindex> naming /sitemap-1.xml … /sitemap-N.xml on `origin`. */
export const sitemapIndexXml = (origin: string, files: SitemapEntry[][]): string =>
  [
    xmlHead,
    `<sitemapindex ${xmlns}>`,
    ...files.map((f, i) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc>${lastmodTag(newest(f))}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');

/**
 * /sitemap.xml (public pages and every visible listing, from the API's home/sitemap), split into an index of
 * /sitemap-N.xml files beyond `maxUrls` URLs, and /robots.txt pointing at it. All are cached publicly, so every URL
 * in them comes from PUBLIC_URL (`origin`), never from the request's Host header.
 */
export function registerSitemap(app: FastifyInstance, opts: { launched: boolean; origin: string; maxUrls?: number }): void {
  const { origin } = opts;
  const maxUrls = opts.maxUrls ?? maxSitemapUrls;

  /** The sitemap's files, or undefined when the API did not answer (the reply is then sent). */
  const filesOr503 = async (req: FastifyRequest, reply: FastifyReply) => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/home/sitemap' });
    if (res.statusCode !== 200) {
      req.log.error({ status: res.statusCode }, 'sitemap: the API did not list products');
      await reply
        .code(503)
        .header('retry-after', '60')
        .type('text/plain; charset=utf-8')
        .send('The sitemap is unavailable, please try again shortly.');
      return undefined;
    }
    const products = opts.launched ? (res.json() as { id: number; lastmod: string }[]) : [];
    return sitemapFiles(sitemapEntries(publicPages(opts.launched), products), maxUrls);
  };
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);

  app.get('/sitemap.xml', async (req, reply) => {
    const files = await filesOr503(req, reply);
    if (!files) return reply;
    return sendXml(reply, files.length === 1 ? urlsetXml(origin, files[0]!) : sitemapIndexXml(origin, files));
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (req, reply) => {
    if (!/^[1-9]\d{0,5}$/.test(req.params.n)) return reply.callNotFound();
    const files = await filesOr503(req, reply);
    if (!files) return reply;
    const file = files[Number(req.params.n) - 1];
    return file ? sendXml(reply, urlsetXml(origin, file)) : reply.callNotFound();
  });

  app.get('/robots.txt', async (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`),
  );
}
