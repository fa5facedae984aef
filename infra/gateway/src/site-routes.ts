import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor, revalidate } from './cache-policy.ts';
import type { DistRoots } from './paths.ts';
import { readRemoteMap, type RemoteMap } from './remote-map.ts';
import { releaseFolder } from './releases.ts';
import { preloadTags } from './preload/preload-tags.ts';
import { routePreloads } from './preload/route-preloads.ts';
import { pageHeadFor } from './head/page-heads.ts';
import { registerProductPages, type SendShellPage } from './head/product-page.ts';
import { writeHead } from './head/write-head.ts';
import { inlineConfig, type SiteConfig } from './shell-html.ts';
import { siteConfigFor } from './site-config.ts';
import { findStaticFile } from './static-file.ts';
import { serverEntryFile } from './first-view/server-entries.ts';

const serverFolder = serverEntryFile.slice(0, serverEntryFile.indexOf('/') + 1);

export interface SiteOptions {
  dist: DistRoots;
  remotesFile: string;
  config: SiteConfig;
  /** PUBLIC_URL without a trailing slash: the origin of a page's canonical URL and its absolute links. */
  origin: string;
  /** Writes a visitor's page with its remote's first view rendered in (first-view/); absent, the browser renders every page. */
  writeFirstView?: (req: FastifyRequest, html: string, remotes: RemoteMap) => Promise<string>;
}

// Paths owned by the API app; the SPA fallback must never answer them.
const apiOwned = /^(api|media)(\/|$)/;

async function sendStatic(reply: FastifyReply, root: string, relative: string): Promise<FastifyReply> {
  reply.header('cache-control', cacheControlFor(relative)).header('x-content-type-options', 'nosniff');
  return reply.sendFile(relative, root, { cacheControl: false });
}

/** Serves the composed site: the shell's page and files, each remote's build, and remotes.json. */
export async function registerSite(
  app: FastifyInstance,
  { dist, remotesFile, config, origin, writeFirstView }: SiteOptions,
): Promise<void> {
  // Builds write each script's .br and .gz beside it (packages/config/webpack.cjs): sent as they are when the browser
  // takes that encoding, so scripts are never compressed per request.
  await app.register(fastifyStatic, { root: dist.shell, serve: false, preCompressed: true });

  const preloadsOf = routePreloads(dist);
  // A page's own title and description (a listing's whole head) go into the HTML, for crawlers and link previews.
  const sendShellPage: SendShellPage = async (req, reply, page = {}) => {
    const [template, remotes] = await Promise.all([readFile(path.join(dist.shell, 'index.html'), 'utf8'), readRemoteMap(remotesFile)]);
    const pathname = new URL(req.url, 'http://site.invalid').pathname;
    const preloads = preloadTags(await preloadsOf(pathname, remotes));
    const head = page.head ?? pageHeadFor(pathname);
    const html = inlineConfig(head ? writeHead(template, head) : template, remotes, siteConfigFor(config, req.hostname), preloads);
    return (
      reply
        .code(page.status ?? 200)
        .header('cache-control', revalidate)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .header('x-frame-options', 'DENY')
        .type('text/html; charset=utf-8')
        // the first view is drawn for a visitor's screen: a phone's or not, signed in (remembered) or not
        .header('vary', 'cookie, sec-ch-ua-mobile, user-agent')
        .send(writeFirstView && (page.status ?? 200) === 200 ? await writeFirstView(req, html, remotes) : html)
    );
  };

  registerProductPages(app, { launched: config.launched, origin, sendShellPage });

  app.get('/remotes.json', async (_req, reply) => reply.header('cache-control', revalidate).send(await readRemoteMap(remotesFile)));

  const sendRemoteFile = async (reply: FastifyReply, root: string | null | undefined, relative: string) => {
    // a build's server entry is the gateway's to run, not a browser's to download
    if (!root || relative.startsWith(serverFolder) || !(await findStaticFile(root, relative))) return reply.callNotFound();
    // Lets a shell on a development server load remotes from a running gateway.
    reply.header('access-control-allow-origin', '*');
    return sendStatic(reply, root, relative);
  };

  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (req, reply) =>
    sendRemoteFile(reply, Object.hasOwn(dist.remotes, req.params.name) ? dist.remotes[req.params.name] : undefined, req.params['*']),
  );

  // Versioned builds left by `pnpm release`; remotes.json points a remote at one of them.
  app.get<{ Params: { name: string; id: string; '*': string } }>('/releases/:name/:id/*', async (req, reply) =>
    sendRemoteFile(reply, releaseFolder(dist.releases, req.params.name, req.params.id), req.params['*']),
  );

  app.get<{ Params: { '*': string } }>('/*', async (req, reply) => {
    const relative = req.params['*'];
    if (apiOwned.test(relative)) return reply.callNotFound();
    if (relative === '' || relative === 'index.html') return sendShellPage(req, reply);
    if (await findStaticFile(dist.shell, relative)) return sendStatic(reply, dist.shell, relative);
    // A missing script or image must fail as such; only page paths fall back to the shell.
    if (path.posix.extname(relative) !== '') return reply.callNotFound();
    return sendShellPage(req, reply);
  });
}
