/**
 * Server rendering experiment (issue 27): the shop's pages with their first view rendered on the server and hydrated
 * in the browser, against the same pages rendered in the browser only. Both go through the same front door in front of
 * one composed gateway, visited in alternation (A, B, B, A, …) so drift on the machine falls on both alike.
 *   pnpm --filter @xchange/bench server-render
 * Env: PAGES (/xchangeShop,/product/12), RUNS (8 a side), CPU_SLOWDOWN (1,4), PORT (8183), REBUILD=1 to rebuild first.
 * Not a test: it reports numbers and never fails on them.
 */
import { gzipSync } from 'node:zlib';
import { median } from '../../summarize.ts';
import { ensureBuilds, launchBenchBrowser, startSite } from '../gateways.ts';
import { visit, type PageVisit } from '../measure-page.ts';
import { startRenderProxy } from './render-proxy.ts';
import { loadShopServerEntry } from './server-entry.ts';

const runs = Number(process.env.RUNS ?? 8);
const rates = (process.env.CPU_SLOWDOWN ?? '1,4').split(',').map(Number);
const pages = (process.env.PAGES ?? '/xchangeShop,/product/12').split(',');

const htmlGzipKb = async (url: string) => (gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length / 1024).toFixed(1);

async function main() {
  ensureBuilds(process.env.REBUILD === '1', ['composed']);
  // the gateway sends pages as the browser renders them; one door renders the shop's first view into them
  const site = await startSite('composed', Number(process.env.PORT ?? 8183), { FIRST_VIEW: 'off' });
  const entry = loadShopServerEntry();
  const served = { server: await startRenderProxy(site.base, entry), browser: await startRenderProxy(site.base, null) };
  const browser = await launchBenchBrowser();
  try {
    // warm both doors (the first server render loads the entry's modules)
    for (const door of Object.values(served)) for (const path of pages) await fetch(door.base + path);
    served.server.renderMs.length = 0;
    console.log('| page | CPU | rendered | HTML gzip KB | LCP ms | main content ms | blocking ms | long tasks | JS gzip KB |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const cpu of rates) {
      for (const path of pages) {
        const visits: Record<keyof typeof served, PageVisit[]> = { server: [], browser: [] };
        for (let i = 0; i < runs; i++) {
          const order = i % 2 ? (['browser', 'server'] as const) : (['server', 'browser'] as const);
          for (const door of order) visits[door].push(await visit(browser, served[door].base + path, cpu));
        }
        for (const door of ['browser', 'server'] as const) {
          const m = (pick: (v: PageVisit) => number) => median(visits[door].map(pick)).toFixed(0);
          console.log(
            `| ${path} | ×${cpu} | ${door === 'server' ? 'server, hydrated' : 'browser only'} | ${await htmlGzipKb(served[door].base + path)} | ${m((v) => v.lcp)} | ${m((v) => v.mainContent)} | ${m((v) => v.blocking)} | ${m((v) => v.longTasks)} | ${(median(visits[door].map((v) => v.jsBytes)) / 1024).toFixed(1)} |`,
          );
        }
      }
    }
    const ms = served.server.renderMs;
    console.log(
      `\nserver render, ms a page (fetching its answers included): median ${median(ms).toFixed(0)}, max ${Math.max(...ms).toFixed(0)}, ${ms.length} renders`,
    );
  } finally {
    await browser.close();
    served.server.close();
    served.browser.close();
    site.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
