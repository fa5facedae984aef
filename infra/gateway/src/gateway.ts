import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { defaultDistRoots, defaultRemotesFile, type DistRoots } from './paths.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerSite } from './site-routes.ts';
import { registerSitemap } from './sitemap.ts';
import { readRemoteMap } from './remote-map.ts';
import { firstViewWriter } from './first-view/first-view.ts';
import { firstViewSettings } from './first-view/settings.ts';

/** The part of the API's checked configuration the site needs. */
export interface ApiSiteConfig {
  launched: boolean;
  /** The site's address (PUBLIC_URL): the only origin robots.txt, the sitemap and a page's canonical and preview links print. */
  publicUrl: string;
  /** 'test': the built-in test checkout takes payments, and every page says so. */
  payments: 'stripe' | 'test';
  /** Set with Stripe keys: checkouts open as Stripe's Embedded Checkout in our pages, which the CSP must allow. */
  stripePublishableKey?: string;
}

/** The part of @xchange/api's createApi the gateway relies on. */
export type ApiFactory = (options: {
  env?: NodeJS.ProcessEnv;
  configure: (app: FastifyInstance) => Promise<void>;
}) => Promise<{ app: FastifyInstance; close: () => Promise<void>; config: ApiSiteConfig }>;

export interface GatewayOptions {
  env?: NodeJS.ProcessEnv;
  /** Build folders of the shell and each remote; the checkout's dist folders by default. */
  dist?: DistRoots;
  /** remotes.json to serve and inline; REMOTES_FILE or infra/gateway/remotes.json by default. */
  remotesFile?: string;
  /** Launch gate (docs/product.md §2.8); LAUNCHED by default. */
  launched?: boolean;
  /** URLs per sitemap file before /sitemap.xml becomes an index (the protocol's 50,000; tests set a few). */
  sitemapMaxUrls?: number;
  /** Creates the API app the site is mounted on; tests hand in a light one. */
  createApi?: ApiFactory;
}

export interface Gateway {
  app: FastifyInstance;
  /** Closes the HTTP server, the API and its database. */
  close: () => Promise<void>;
  launched: boolean;
}

// A specifier the compiler does not follow: the gateway's typecheck must not compile the API's sources.
const apiPackage = '@xchange/api';

/** The gateway's default port handed to the API too, so PUBLIC_URL's default (mail links, sitemap) names this site. */
export const withGatewayDefaults = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ ...env, PORT: env.PORT || '8080' });

/** The API's settings checked as it will read them: its ConfigError's lines, or undefined when they are fine. */
export async function checkApiConfig(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const api = (await import(apiPackage)) as { loadConfig: (env: NodeJS.ProcessEnv) => unknown; ConfigError: ErrorConstructor };
  try {
    api.loadConfig(env);
    return undefined;
  } catch (e) {
    if (e instanceof api.ConfigError) return e.message;
    throw e;
  }
}

const defaultCreateApi: ApiFactory = async (options) => {
  const { createApi } = (await import(apiPackage)) as { createApi: ApiFactory };
  return createApi(options);
};

/** The API app plus the composed site: shell at `/`, remotes under `/remotes/<name>/`, `/remotes.json`. */
export async function buildGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const env = options.env ?? process.env;
  const createApi = options.createApi ?? defaultCreateApi;
  const api = await createApi({
    env,
    configure: async (app) => {
      await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
      // WORKERS > 1: which worker answered (a number, not a pid), for tests and for reading logs side by side
      if (cluster.isWorker) app.addHook('onSend', async (_req, reply) => void reply.header('x-worker', String(cluster.worker!.id)));
    },
  });
  const launched = options.launched ?? api.config.launched;
  const remotesFile = options.remotesFile ?? defaultRemotesFile(env);
  // One config for the page and its CSP: the policy carries the hash of the script that inlines it.
  // REMOTE_OVERRIDES=on (a staging site): a feature team points one remote at its dev server from the composed site.
  const config = {
    launched,
    testPayments: api.config.payments === 'test',
    ...(env.REMOTE_OVERRIDES === 'on' ? { remoteOverrides: true } : {}),
  };
  const stripe = api.config.payments === 'stripe' && !!api.config.stripePublishableKey;
  if (config.remoteOverrides)
    api.app.log.warn('REMOTE_OVERRIDES=on: every page may load scripts from http://localhost (a staging site, never a public one)');
  registerSecurityHeaders(api.app, { remotesFile, config, stripe });
  const origin = api.config.publicUrl.replace(/\/+$/, '');
  registerSitemap(api.app, { launched, origin, maxUrls: options.sitemapMaxUrls });
  const dist = options.dist ?? defaultDistRoots();
  const settings = firstViewSettings(env);
  const writeFirstView = settings ? firstViewWriter({ app: api.app, dist, launched, ...settings }) : undefined;
  // A broken remote map is the pages' to report (each reads it); the API must start regardless.
  if (writeFirstView)
    api.app.addHook('onReady', async () => {
      await readRemoteMap(remotesFile).then(writeFirstView.warm, (err: unknown) => api.app.log.error({ err }, 'remotes.json did not read'));
    });
  await registerSite(api.app, { dist, remotesFile, config, origin, ...(writeFirstView ? { writeFirstView } : {}) });
  return { app: api.app, close: api.close, launched };
}
