// A front door before the composed gateway for the experiment: the shop's pages arrive with their first view rendered
// into the shop's slot (or, without a server entry, exactly as the gateway serves them); everything else passes through.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { asksForPhone } from '@xchange/contract';
import type { ShopServerEntry } from './server-entry.ts';

const shopPages = /^\/(xchangeShop|product\/\d+)$/;
const slot = '<section id="mf-shop" data-remote="shop">';

export interface RenderProxy {
  base: string;
  /** Server render times, ms, of the pages it rendered. */
  renderMs: number[];
  close: () => void;
}

export async function startRenderProxy(upstream: string, entry: ShopServerEntry | null): Promise<RenderProxy> {
  const renderMs: number[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', upstream);
    if (entry && req.method === 'GET' && shopPages.test(url.pathname)) {
      void renderPage(url, req.headers).then(
        ({ status, headers, body }) => res.writeHead(status, headers).end(body),
        () => res.writeHead(502).end(),
      );
      return;
    }
    const forward = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });

  async function renderPage(url: URL, asked: http.IncomingHttpHeaders) {
    const acceptEncoding = asked['accept-encoding'] ?? '';
    const started = performance.now();
    const [page, view] = await Promise.all([
      fetch(url, { headers: { accept: 'text/html' } }),
      entry!.renderFirstView({ url: url.pathname + url.search, apiBase: `${upstream}/api/v1`, narrow: asksForPhone(asked) }),
    ]);
    renderMs.push(performance.now() - started);
    let html = await page.text();
    if (view) html = html.replace(slot, () => `${slot}${view.html}`).replace('</body>', () => `${view.stateTag}</body>`);
    const headers: Record<string, string> = {};
    page.headers.forEach((value, key) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding'].includes(key)) headers[key] = value;
    });
    if (!acceptEncoding.includes('gzip')) return { status: page.status, headers, body: html };
    return { status: page.status, headers: { ...headers, 'content-encoding': 'gzip' }, body: gzipSync(html) };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, renderMs, close: () => server.close() };
}
