// First visit of each page in a cold Chromium: JS/CSS bytes on the wire, requests, time until the remote's <h1>.
// usage: BASE_URL=http://localhost:8080 RUNS=5 [ENCODING=gzip] pnpm --filter @xchange/bench first-load [/home /xchangeShop]
import { chromium } from '@playwright/test';
import { kindOf, median, summarize, type LoadedResource } from './summarize.ts';

const base = process.env.BASE_URL ?? 'http://localhost:8080';
const runs = Number(process.env.RUNS ?? 5);
// ENCODING=gzip asks for gzip only, to compare with budgets stated in gzip; by default the browser's own (brotli).
const encoding = process.env.ENCODING;
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/home', '/xchangeShop'];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

console.log(`| page | requests | JS files | JS KB (wire, ${encoding ?? 'browser default'}) | CSS KB (wire) | main content visible (ms, median) |`);
console.log('|---|---|---|---|---|---|');
for (const path of pages) {
  const visible: number[] = [];
  let last: ReturnType<typeof summarize> | undefined;
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext(encoding ? { extraHTTPHeaders: { 'accept-encoding': encoding } } : {});
    const page = await context.newPage();
    const done: Promise<LoadedResource>[] = [];
    page.on('requestfinished', (req) => {
      done.push(req.sizes().then(async (s) => {
        const res = await req.response();
        return { url: req.url(), kind: kindOf(req.url(), res?.headers()['content-type']), transferred: s.responseBodySize };
      }));
    });
    await page.goto(base + path);
    await page.locator('[data-remote] h1').first().waitFor();
    visible.push(await page.evaluate(() => Math.round(performance.now())));
    await page.waitForLoadState('networkidle');
    last = summarize(await Promise.all(done));
    await context.close();
  }
  const s = last!;
  console.log(`| ${path} | ${s.requests} | ${s.jsFiles} | ${(s.jsBytes / 1024).toFixed(1)} | ${(s.cssBytes / 1024).toFixed(1)} | ${median(visible)} |`);
}
await browser.close();
