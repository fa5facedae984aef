/**
 * Responsiveness of the shop: INP (web-vitals' onINP) of four interactions, each on a freshly loaded composed
 * /xchangeShop once the page has settled, CPU slowed as set, RUNS times each (medians).
 *   pnpm --filter @xchange/bench interactions
 * Env: RUNS (5), CPU_SLOWDOWN (4; a list such as 1,4 measures each), PORT (8184).
 * Not a test: it reports numbers and never fails on them.
 */
import type { Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { median } from '../summarize.ts';
import { ensureBuilds, startSite, launchBenchBrowser } from './gateways.ts';

const runs = Number(process.env.RUNS ?? 5);
const cpuRates = (process.env.CPU_SLOWDOWN ?? '4').split(',').map(Number);
const port = Number(process.env.PORT ?? 8184);
// The IIFE build sits beside the package's CommonJS entry (its exports map names no path to it).
const webVitals = readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

// After web-vitals' IIFE (global `webVitals`): keep the largest INP reported, as each interaction is processed.
const recordInp = `
  window.__inp = 0;
  webVitals.onINP((metric) => { window.__inp = Math.max(window.__inp, metric.value); }, { reportAllChanges: true });
`;

const shop = (page: Page) => page.locator('[data-remote="shop"]');
const cards = (page: Page) =>
  shop(page)
    .getByRole('region', { name: /All Equipment|Results for/ })
    .getByRole('article');

const interactions: Record<string, (page: Page) => Promise<void>> = {
  'type in the search box': async (page) => {
    await shop(page).getByRole('combobox', { name: 'Search the catalog' }).click();
    await page.keyboard.type('oscilloscope', { delay: 120 });
  },
  'choose a filter': async (page) => {
    const brand = shop(page).getByRole('complementary', { name: 'Filters' }).getByRole('region', { name: 'Brand', exact: true });
    await brand.getByRole('radio').first().click({ force: true });
  },
  'open quick view': async (page) => {
    await cards(page)
      .first()
      .getByRole('button', { name: /: view details$/ })
      .click();
    await page.getByRole('dialog').waitFor();
  },
  'add to cart': async (page) => {
    await cards(page)
      .first()
      .getByRole('button', { name: /^Add .* to cart$/ })
      .click();
    await page.getByTestId('cart-badge').filter({ hasText: '1' }).waitFor();
  },
};

async function measure(browser: Browser, base: string, cpu: number, act: (page: Page) => Promise<void>): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: `${webVitals};${recordInp}` });
    await page.goto(`${base}/xchangeShop`);
    await cards(page).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await act(page);
    await page.waitForTimeout(1500);
    return await page.evaluate(() => (window as unknown as { __inp: number }).__inp);
  } finally {
    await context.close();
  }
}

async function main() {
  ensureBuilds(process.env.REBUILD === '1', ['composed']);
  const site = await startSite('composed', port);
  const browser = await launchBenchBrowser();
  const rows: string[] = [];
  try {
    for (const [name, act] of Object.entries(interactions)) {
      const cells: string[] = [];
      for (const cpu of cpuRates) {
        const values: number[] = [];
        for (let i = 0; i < runs; i++) values.push(await measure(browser, site.base, cpu, act));
        cells.push(`${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`);
      }
      rows.push(`| ${name} | ${cells.join(' | ')} |`);
      console.error(`done: ${name}`);
    }
  } finally {
    await browser.close();
    site.stop();
  }
  console.log(`\nINP of one interaction on a settled composed /xchangeShop, web-vitals onINP, ${runs} runs (median, min–max ms)\n`);
  console.log(`| interaction | ${cpuRates.map((c) => `CPU ×${c}`).join(' | ')} |`);
  console.log(`|---|${cpuRates.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(row);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
