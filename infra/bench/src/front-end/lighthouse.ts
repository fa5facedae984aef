/**
 * Lighthouse 12 (mobile preset: simulated 4× CPU and slow 4G) on the composed site's public pages, RUNS times each,
 * with Debian's Chromium; keeps every JSON report under .data/bench/lighthouse/ and prints the medians.
 *   pnpm --filter @xchange/bench lighthouse
 * Env: PAGES (/home,/xchangeShop,/product/12), RUNS (3), PORT (8183), CHROME_PATH (/usr/bin/chromium), SERVER_RENDER=1 to
 * audit the shop's pages twice through the server-render experiment's doors (server-render/): browser only, and with
 * the first view rendered on the server.
 * Not a test: it reports numbers and never fails on them.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { median } from '../summarize.ts';
import { ensureBuilds, repoRoot, startSite } from './gateways.ts';
import { startRenderProxy, type RenderProxy } from './server-render/render-proxy.ts';
import { loadShopServerEntry } from './server-render/server-entry.ts';

const pages = (process.env.PAGES ?? '/home,/xchangeShop,/product/12').split(',');
const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.PORT ?? 8183);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reports = path.join(repoRoot, '.data', 'bench', 'lighthouse');
const cli = path.join(path.dirname(new URL(import.meta.url).pathname), '../../node_modules/lighthouse/cli/index.js');

interface Audits {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  tti: number;
  si: number;
  cls: number;
  mainThread: number;
}

interface LighthouseResult {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

/** One Lighthouse run as a child process, awaited without blocking this process (the experiment's doors answer here). */
function lighthouse(url: string, file: string): Promise<number | null> {
  const flags =
    '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
  const child = spawn(
    process.execPath,
    [cli, url, '--output=json', `--output-path=${file}`, '--only-categories=performance', `--chrome-flags=${flags}`, '--quiet'],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

async function audit(url: string, file: string): Promise<Audits> {
  // With Chromium 156 a trace now and then lacks the navigation start Lighthouse 12 looks for (NO_NAVSTART, "run
  // Lighthouse again"): such a run measured nothing, so it is run again, up to three times.
  let status = await lighthouse(url, file);
  for (let attempt = 2; status !== 0 && attempt <= 3; attempt++) status = await lighthouse(url, file);
  if (status !== 0) throw new Error(`lighthouse ${url} exited ${status} three times`);
  const report = JSON.parse(readFileSync(file, 'utf8')) as LighthouseResult;
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    tti: value('interactive'),
    si: value('speed-index'),
    cls: value('cumulative-layout-shift'),
    mainThread: value('mainthread-work-breakdown'),
  };
}

async function main() {
  ensureBuilds(process.env.REBUILD === '1', ['composed']);
  mkdirSync(reports, { recursive: true });
  // SERVER_RENDER=1: the gateway sends pages for the browser to render, and one door renders the first view into them
  const site = await startSite('composed', port, process.env.SERVER_RENDER === '1' ? { FIRST_VIEW: 'off' } : {});
  const doors: { label: string; base: string; proxy?: RenderProxy }[] = [{ label: '', base: site.base }];
  if (process.env.SERVER_RENDER === '1') {
    const browserOnly = await startRenderProxy(site.base, null);
    const serverRendered = await startRenderProxy(site.base, loadShopServerEntry());
    doors.splice(0, 1, { label: ' (browser only)', base: browserOnly.base, proxy: browserOnly });
    doors.push({ label: ' (server, hydrated)', base: serverRendered.base, proxy: serverRendered });
  }
  const rows: { page: string; runs: Audits[] }[] = [];
  try {
    for (const page of pages) {
      for (const door of doors) {
        const results: Audits[] = [];
        for (let i = 0; i < runs; i++) {
          const name = `${page.replace(/\W+/g, '_').replace(/^_/, '')}${door.label.replace(/\W+/g, '-').replace(/-$/, '')}-${i + 1}.json`;
          results.push(await audit(door.base + page, path.join(reports, name)));
        }
        rows.push({ page: page + door.label, runs: results });
        console.error(`done: ${page}${door.label}`);
      }
    }
  } finally {
    for (const door of doors) door.proxy?.close();
    site.stop();
  }
  const m = (xs: Audits[], pick: (a: Audits) => number) => median(xs.map(pick));
  console.log(`\nLighthouse 12.2.3, mobile preset (simulated 4× CPU, slow 4G), composed site, ${runs} runs per page (medians)\n`);
  console.log('| page | score | FCP ms | LCP ms | TBT ms | TTI ms | Speed Index ms | CLS | main-thread work ms |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { page, runs: r } of rows) {
    const ms = (pick: (a: Audits) => number) => Math.round(m(r, pick));
    console.log(
      `| ${page} | ${m(r, (a) => a.score)} | ${ms((a) => a.fcp)} | ${ms((a) => a.lcp)} | ${ms((a) => a.tbt)} | ${ms((a) => a.tti)} | ${ms((a) => a.si)} | ${m(r, (a) => a.cls).toFixed(3)} | ${ms((a) => a.mainThread)} |`,
    );
  }
  console.log(`\nReports: ${path.relative(repoRoot, reports)}/`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
