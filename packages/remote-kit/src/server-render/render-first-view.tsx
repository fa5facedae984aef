import { PassThrough } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { dehydrate, skipToken, type Query, type QueryClient, type QueryObserverOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { createApiClient } from '@xchange/api-client';
import type { RemoteName, ShellContext } from '@xchange/contract';
import { RenderedParts } from '../lazy-part';
import { RemoteRoot, createQueryClient } from '../remote-root';
import { serverStateTag } from './state-tag';
import { visitorShell } from './visitor-shell';

export interface FirstView {
  /** The remote root's markup, Emotion's style tags inline before the elements they style. */
  html: string;
  /** The query answers it was rendered from, as the JSON tag the page's end carries for the browser to hydrate with. */
  stateTag: string;
  /** Renders it took: each fetches what the one before asked for (the catalog, then the lookups its filters need). */
  passes: number;
}

/** What the gateway hands a remote's server entry for a page (its `renderFirstView` export: mf-shop/src/server.ts). */
export interface FirstViewRequest {
  /** The page's path and query string. */
  url: string;
  /** The API's /api/v1 address. */
  apiBase: string;
  /** How to reach it, when not the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** The page was asked for by a phone. */
  narrow: boolean;
  /** The folder the page loads the remote from (`/remotes/marketing/`, or a release's), where its imported files are. */
  assetsBase?: string;
}

/**
 * The API as a server render reaches it: at `apiBase` (its /api/v1 address), through `fetch` when given (the gateway
 * hands in one that answers in process), as a visitor, telling nobody of errors. Never retried: a page whose answer
 * failed is rendered in the browser instead, which asks again.
 */
export const serverApi = (apiBase: string, fetch?: typeof globalThis.fetch): KyInstance =>
  createApiClient({
    baseUrl: apiBase,
    getToken: () => null,
    onNotice: () => {},
    onLoginRequired: () => {},
    ...(fetch ? { fetch } : {}),
  }).extend({
    retry: 0,
  });

/** Whether a page asks a query's question now: not one waiting for a choice (`enabled` false, or skipToken). */
const asked = (query: Query) => {
  // a query keeps the options of the observer that built it, `enabled` among them
  const { enabled, queryFn } = query.options as Pick<QueryObserverOptions, 'enabled' | 'queryFn'>;
  return queryFn !== skipToken && (typeof enabled === 'function' ? enabled(query) : enabled !== false);
};

/** Queries a render asked and nobody has fetched yet (a server render runs no effects, so no query fetches itself). */
const unfetched = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => asked(q) && q.state.status === 'pending' && q.state.fetchStatus === 'idle');

function renderToText(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // Every boundary inline: an outlined one needs React's inline reveal scripts, which the page's CSP refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
  });
}

/**
 * Renders a remote's first view of `url` for a visitor, as the browser's first render will draw it from the same
 * answers (its slot then hydrates: createRemoteLifecycles). Renders until no render asks for anything new, at most
 * `maxPasses` times. Null when an answer failed or was still missing after them.
 */
export async function renderFirstView(options: {
  name: RemoteName;
  App: ComponentType;
  url: string;
  /** The API client it asks through (serverApi). */
  api: KyInstance;
  /** Draw a phone's layout (the request came from one). */
  narrow?: boolean;
  /** Where the remote's imported files are served (FirstViewRequest's); needed only by a page that shows one. */
  assetsBase?: string;
  maxPasses?: number;
}): Promise<FirstView | null> {
  const { name, App, url, api, narrow = false, assetsBase, maxPasses = 4 } = options;
  const shell: ShellContext = visitorShell(api);
  const queryClient = createQueryClient(0);
  // Nothing the server fetched is stale while it renders: a stale answer would render as being fetched again
  // (aria-busy="true" on the grid), where the browser's hydrating render, holding fresh answers, says false, and
  // hydration keeps the server's attribute.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: Number.POSITIVE_INFINITY } });
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  let parts = new Set<string>();
  const render = () => {
    parts = new Set<string>();
    return renderToText(
      <RenderedParts.Provider value={parts}>
        <RemoteRoot name={name} shell={shell} queryClient={queryClient} Router={Router} serverNarrow={narrow}>
          <App />
        </RemoteRoot>
      </RenderedParts.Provider>,
    );
  };
  let html = await render();
  let passes = 1;
  for (let next = unfetched(queryClient); next.length && passes < maxPasses; next = unfetched(queryClient)) {
    await Promise.all(next.map((q) => q.fetch().catch(() => undefined)));
    html = await render();
    passes++;
  }
  // An answer that failed or never came would render differently in the browser: the page is then rendered there only.
  const complete = queryClient
    .getQueryCache()
    .getAll()
    .every((q) => q.state.status === 'success' || !asked(q));
  const stateTag = serverStateTag(name, { url, narrow, queries: dehydrate(queryClient), parts: [...parts] });
  queryClient.clear();
  const located = locateAssets(html, assetsBase);
  return complete && located !== null ? { html: located, stateTag, passes } : null;
}

/**
 * The markup with each imported file's URL in the folder the remote is served from (the server build writes them under
 * a mark: packages/config's serverConfig). Null when the page shows one and nobody said where they are: the browser,
 * which knows, draws that page instead.
 */
function locateAssets(html: string, assetsBase: string | undefined): string | null {
  const mark = process.env.XCHANGE_SERVER_ASSETS_BASE;
  if (!mark || !html.includes(mark)) return html;
  return assetsBase ? html.replaceAll(mark, assetsBase) : null;
}
