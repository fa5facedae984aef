import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocalHostname } from '@xchange/contract';
import { parseRemoteMap, type RemoteMap } from './remote-map.ts';
import { configScript, type SiteConfig } from './shell-html.ts';
import { siteConfigFor } from './site-config.ts';

export interface SecurityHeaderOptions {
  remotesFile: string;
  config: SiteConfig;
  /** Stripe's Embedded Checkout is on (both Stripe keys set): its script, frames and API are allowed. */
  stripe?: boolean;
}

/** Two years, the HSTS preload list's minimum. */
export const hstsValue = 'max-age=63072000; includeSubDomains';

/** Origins other than the page's own that remotes.json loads remotes from (a relative URL is the page's own). */
export function remoteOrigins(remotes: RemoteMap): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    try {
      const parsed = new URL(url, 'http://same-origin.invalid');
      if (parsed.host !== 'same-origin.invalid' && (parsed.protocol === 'https:' || parsed.protocol === 'http:'))
        origins.add(parsed.origin);
    } catch {
      // an unparsable entry loads nothing, so it needs no source either
    }
  }
  return [...origins].sort();
}

/** CSP source of the one inline script of the shell page (shell-html.ts): its sha256, so no 'unsafe-inline' is needed. */
export function configScriptHash(remotes: RemoteMap, config: SiteConfig): string {
  const body = configScript(remotes, config)
    .replace(/^<script>/, '')
    .replace(/<\/script>$/, '');
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Where a remote's dev server runs (`pnpm --filter @xchange/mf-<name> dev`, live reload over a web socket). */
const devServerSources = ['http://localhost:*', 'http://127.0.0.1:*'];
const devServerSockets = ['ws://localhost:*', 'ws://127.0.0.1:*'];

/** What Stripe's Embedded Checkout loads (docs.stripe.com/security/guide#content-security-policy). */
export const stripeSources = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  img: ['https://*.stripe.com'],
};

/**
 * The site's Content-Security-Policy. Scripts: this origin, the remotes' origins and the config script's hash — no
 * 'unsafe-inline', no 'unsafe-eval'. Styles keep 'unsafe-inline': Chakra (emotion) inserts <style> tags at run time
 * and ApexCharts writes style attributes, neither of which can carry a nonce. With `devServers` (a page whose config
 * honours remote overrides), the remotes' dev servers on localhost are allowed too, so a developer's override can load one.
 * With `stripe`, Stripe's Embedded Checkout may load its script, frames and API calls, and nothing else of Stripe's.
 */
export function contentSecurityPolicy(remotes: RemoteMap, config: SiteConfig, devServers = false, stripe = false): string {
  const remote = [...remoteOrigins(remotes), ...(devServers ? devServerSources : [])].join(' ');
  const self = remote ? `'self' ${remote}` : `'self'`;
  const also = (sources: string[]) => (stripe ? sources.map((source) => ` ${source}`).join('') : '');
  return [
    `default-src 'self'`,
    `script-src ${self} ${configScriptHash(remotes, config)}${also(stripeSources.script)}`,
    `style-src ${self} 'unsafe-inline'`,
    `connect-src ${[self, ...(devServers ? devServerSockets : [])].join(' ')}${also(stripeSources.connect)}`,
    ...(stripe ? [`frame-src 'self'${also(stripeSources.frame)}`] : []),
    `img-src ${self} data: blob:${also(stripeSources.img)}`,
    `media-src ${self} data: blob:`,
    `font-src ${self} data:`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Whether the request reached us over TLS: the socket, or X-Forwarded-Proto from a proxy the API trusts (TRUST_PROXY). */
export const overTls = (req: FastifyRequest): boolean => req.protocol === 'https';

/** remotes.json read per request, like the page; parsed and turned into a policy again only when its text changed. */
function remoteMapReader(file: string): () => Promise<RemoteMap> {
  let cached: { text: string; remotes: RemoteMap } | undefined;
  return async () => {
    const text = await readFile(file, 'utf8');
    if (cached?.text !== text) cached = { text, remotes: parseRemoteMap(text, file) };
    return cached.remotes;
  };
}

/**
 * Security headers on every answer of the gateway — pages, scripts, API, media, errors and the hijacked message
 * stream (hence the raw response: Fastify's own headers would not reach a hijacked reply).
 */
export function registerSecurityHeaders(app: FastifyInstance, { remotesFile, config, stripe = false }: SecurityHeaderOptions): void {
  const readRemotes = remoteMapReader(remotesFile);
  let policy: { remotes: RemoteMap; value: string; local: string } | undefined;
  app.addHook('onRequest', async (req, reply) => {
    // A broken remotes.json fails the page loudly (site-routes); the API and files keep answering, with the last good map.
    const remotes = await readRemotes().catch(() => policy?.remotes ?? {});
    if (policy?.remotes !== remotes) {
      policy = {
        remotes,
        value: contentSecurityPolicy(remotes, config, config.remoteOverrides === true, stripe),
        local: contentSecurityPolicy(remotes, siteConfigFor(config, 'localhost'), true, stripe),
      };
    }
    const res = reply.raw;
    res.setHeader('content-security-policy', isLocalHostname(req.hostname) ? policy.local : policy.value);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('cross-origin-opener-policy', 'same-origin');
    res.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (overTls(req)) res.setHeader('strict-transport-security', hstsValue);
  });
}
