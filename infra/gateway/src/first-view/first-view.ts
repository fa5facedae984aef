import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asksForPhone, guardRoute, rememberCookies, serverRenderedMark } from '@xchange/contract';
import type { DistRoots } from '../paths.ts';
import { scriptsAfterPaint, siteOrigin } from '../preload/preload-tags.ts';
import type { RemoteMap } from '../remote-map.ts';
import { injectFetch } from './inject-fetch.ts';
import { serverEntries, type FirstView, type ServerEntry } from './server-entries.ts';

export interface FirstViewOptions {
  app: FastifyInstance;
  dist: DistRoots;
  launched: boolean;
  /** FIRST_VIEW_MS: how long a page waits for its render before it is sent for the browser to render. */
  timeoutMs: number;
  /** Renders under way at once in this process; a page beyond them is sent at once, for the browser to render. */
  maxInFlight: number;
}

/** The shell's "Remember Me" cookie: a signed-in user, whose page is not a visitor's. */
const rememberedUser = new RegExp(`(?:^|;\\s*)${rememberCookies.token}=[^;]`);

const slotOf = (remote: string) => `<section id="mf-${remote}" data-remote="${remote}">`;

/** The render, or null when it failed, found nothing to draw or took longer than `ms`. */
async function within(ms: number, rendering: Promise<FirstView | null>): Promise<FirstView | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, ms, null)));
  try {
    return await Promise.race([rendering, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Writes a visitor's page with its remote's first view rendered in (docs/architecture.md §4.2): the markup into the
 * remote's slot, marked `data-server-rendered` until the remote hydrates it, and the answers it was drawn from before
 * `</body>`. A page whose remote has no server entry, whose render fails or is late, or that a signed-in user asked
 * for is sent as it was: the browser renders it, as it always could.
 */
export function firstViewWriter({ app, dist, launched, timeoutMs, maxInFlight }: FirstViewOptions) {
  const entryFor = serverEntries(dist, (err, file) => app.log.error({ err, file }, 'a remote’s server entry did not load'));
  let inFlight = 0;

  const render = (entry: ServerEntry, req: FastifyRequest, url: URL, manifest: string) => {
    inFlight++;
    const rendering = entry
      .renderFirstView({
        url: `${url.pathname}${url.search}`,
        apiBase: `${siteOrigin}/api/v1`,
        fetch: injectFetch(app, req.ip),
        narrow: asksForPhone(req.headers),
        // the manifest's folder: where the browser's copy of the remote finds the same files (its publicPath is 'auto')
        assetsBase: new URL('.', new URL(manifest, `${siteOrigin}/`)).pathname,
      })
      .catch((err: unknown) => {
        req.log.error({ err }, 'the first view did not render; the browser renders it');
        return null;
      })
      .finally(() => inFlight--);
    return within(timeoutMs, rendering);
  };

  const write = async (req: FastifyRequest, html: string, remotes: RemoteMap): Promise<string> => {
    if (req.method !== 'GET' || rememberedUser.test(req.headers.cookie ?? '') || inFlight >= maxInFlight) return html;
    const url = new URL(req.url, `${siteOrigin}/`);
    const decision = guardRoute({ pathname: url.pathname, signedInAs: null, launched });
    const manifest = decision.kind === 'render' ? remotes[decision.route.remote] : undefined;
    if (!manifest || decision.kind !== 'render') return html;
    const slot = slotOf(decision.route.remote);
    if (!html.includes(slot)) return html;
    const entry = await entryFor(manifest);
    const view = entry ? await render(entry, req, url, manifest) : null;
    if (!view) return html;
    return scriptsAfterPaint(html)
      .replace(slot, () => `${slot.slice(0, -1)} ${serverRenderedMark}>${view.html}`)
      .replace('</body>', () => `${view.stateTag}</body>`);
  };
  // Loading an entry takes about a second: done before the first page, which would otherwise go without its render.
  const warm = async (remotes: RemoteMap) => void (await Promise.all(Object.values(remotes).map(entryFor)));
  return Object.assign(write, { warm });
}
