import { expect, test, type Page } from '@playwright/test';
import { shopOf } from '../support/shop';
import { takenOver } from '../support/taken-over';

/** The API requests a page sent, by path below /api/v1/. */
function apiRequestsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/api/v1/')) paths.push(`${req.method()} ${path.slice('/api/v1/'.length)}`);
  });
  return paths;
}

test.describe('first paint does not wait for the federation waterfall', () => {
  test("the page's head preloads the shell's startup scripts and the shop's entry and ./app, and each preload is used", async ({
    page,
  }) => {
    const unused: string[] = [];
    page.on('console', (m) => {
      if (/preloaded using link preload but not used/.test(m.text())) unused.push(m.text());
    });
    await page.goto('/xchangeShop');
    // a page the gateway drew puts them into its head once it has painted
    await expect
      .poll(() => page.locator('head link[rel="preload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
      .toEqual(
        expect.arrayContaining([
          '/remotes/shop/mf-manifest.json',
          '/remotes/shop/remoteEntry.js',
          expect.stringMatching(/^\/bootstrap\.[0-9a-f]{8}\.js$/),
          expect.stringMatching(/^\/remotes\/shop\/app\.[0-9a-f]{8}\.js$/),
        ]),
      );
    await expect(shopOf(page).getByRole('heading', { level: 1, name: 'The Xchange Shop' })).toBeVisible();
    await expect(shopOf(page).getByRole('article').first()).toBeVisible();
    // Chrome reports an unused preload a few seconds after the load.
    await page.waitForTimeout(3_500);
    expect(unused).toEqual([]);
  });

  test("the shop's first view arrives rendered in the page, and the browser does not ask again for what it shows", async ({ page }) => {
    const api = apiRequestsOf(page);
    const response = await page.goto('/xchangeShop?q=oscilloscope');
    // the heading and the first cards are in the HTML itself, before any script has run
    const html = (await response!.text()).split('data-server-rendered>')[1] ?? '';
    expect(html).toContain('The Xchange Shop');
    expect(html).toMatch(/<article[^>]*aria-label="[^"]+"/);
    await expect(shopOf(page).getByRole('article').first()).toBeVisible();
    await expect(shopOf(page).getByRole('combobox', { name: 'Per page' })).toBeVisible();
    await takenOver(page);
    for (const request of ['POST home/homepage', 'GET home/lookups'])
      expect(
        api.filter((r) => r === request),
        request,
      ).toHaveLength(0);
  });

  test("a listing's page arrives with the listing in it, and the browser does not ask for it again", async ({ page }) => {
    const api = apiRequestsOf(page);
    const response = await page.goto('/product/12');
    expect(await response!.text()).toMatch(/data-server-rendered>[\s\S]*<h1[^>]*>Rohde &amp; Schwarz FSW26/);
    await expect(shopOf(page).getByRole('heading', { level: 1 })).toHaveText(/Rohde & Schwarz FSW26/);
    await takenOver(page);
    expect(api.filter((r) => r === 'GET product/12')).toHaveLength(0);
  });
});

test.describe("the marketing pages' first view", () => {
  test('the home page arrives drawn, its poster from the folder the remote is served from, and the browser takes it over', async ({
    page,
  }) => {
    const response = await page.goto('/home');
    const html = (await response!.text()).split('<section id="mf-marketing" data-remote="marketing" data-server-rendered>')[1] ?? '';
    expect(html).toContain('for Buyers &amp; Sellers of Testing Equipment');
    const poster = /poster="(\/remotes\/marketing\/assets\/welcome-poster\.[0-9a-f]{8}\.jpg)"/.exec(html)?.[1];
    expect(poster, "the welcome video's poster, addressed in the marketing folder").toBeDefined();
    expect((await page.request.get(poster!)).status()).toBe(200);
    await takenOver(page);
    // drawn already, it names its scripts only in the template it starts once painted, so none is asked for before
    // the stylesheet it paints with has arrived
    const [page_, template] = (await response!.text()).split('<template id="xchange-after-paint">');
    expect(page_).not.toMatch(/<script[^>]*\ssrc=|<link rel="preload" as="script"/);
    expect(template).toMatch(/^<link rel="preload" as="script" [^]*<script defer="defer" src="\/main\.js"><\/script><\/template>/);
    const [stylesheet, firstScript] = await page.evaluate(() => {
      const loaded = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return [
        loaded.find((r) => /\/global\.[0-9a-f]{8}\.css$/.test(r.name))?.responseEnd ?? NaN,
        Math.min(...loaded.filter((r) => r.name.endsWith('.js')).map((r) => r.startTime)),
      ];
    });
    expect(firstScript).toBeGreaterThanOrEqual(stylesheet);
    // hydrated: the link into the shop now routes inside the page, which is not loaded again
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('[data-remote="marketing"]').getByRole('link', { name: 'Start Shopping' }).click();
    await expect(shopOf(page).getByRole('heading', { level: 1, name: 'The Xchange Shop' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('a page with a form is drawn by the browser, never before the code that handles its fields', async ({ page }) => {
    const response = await page.goto('/loginpage');
    expect(await response!.text()).not.toContain('data-server-rendered');
    await expect(page.getByRole('button', { name: /log ?in/i }).first()).toBeVisible();
  });
});

test("Chakra's global styles come with the page as one cached stylesheet, and no script writes them again", async ({ page, request }) => {
  await page.goto('/xchangeShop');
  await expect(shopOf(page).getByRole('article').first()).toBeVisible();
  const href = await page.locator('head link[rel="stylesheet"][data-xchange-global-styles]').getAttribute('href');
  expect(href).toMatch(/^\/global\.[0-9a-f]{8}\.css$/);
  const sheet = await request.get(href!);
  expect(sheet.headers()['content-type']).toMatch(/^text\/css/);
  expect(sheet.headers()['cache-control']).toContain('immutable');
  // the brand's tokens are defined on the page, by that stylesheet alone
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500').trim())).toBe(
    '#f89e23',
  );
  const definers = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((s) => [...s.cssRules].some((r) => r.cssText.includes('--chakra-colors-brand-500:')))
      .map((s) => (s.ownerNode as Element).getAttribute('href') ?? 'a style element'),
  );
  expect(definers).toEqual([href]);
});

test('the shop, a listing and the home page load without making an Intl formatter, and still show prices and counts', async ({ page }) => {
  // a page's first Intl formatter starts ICU's number formatting, which the contract's formats avoid (format/number.ts)
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    const intl = Intl as unknown as Record<string, object>;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules']) {
      intl[name] = new Proxy(intl[name]!, {
        construct: (target, args: unknown[]) => (made.push(name), Reflect.construct(target as never, args)),
        apply: (target, self, args: unknown[]) => (made.push(name), Reflect.apply(target as never, self, args)),
      });
    }
    const toLocaleString = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof toLocaleString>) {
      made.push('Number.toLocaleString');
      return toLocaleString.apply(this, args);
    };
  });
  const intlMade = () => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
  await page.goto('/xchangeShop');
  const shop = shopOf(page);
  await expect(
    shop
      .getByRole('article')
      .getByText(/^\$\d{1,3}(,\d{3})*(\.\d\d)?$/)
      .first(),
  ).toBeVisible();
  await expect(shop.getByText(/^Showing \d+–\d+ of [\d,]+\+? listings?$/)).toBeVisible();
  expect(await intlMade()).toEqual([]);
  await page.goto('/product/12');
  await expect(page.locator('[data-remote] h1')).toBeVisible();
  await expect(
    page
      .locator('[data-remote]')
      .getByText(/^\$\d{1,3}(,\d{3})*(\.\d\d)?$/)
      .first(),
  ).toBeVisible();
  expect(await intlMade()).toEqual([]);
  await page.goto('/home');
  await expect(page.locator('[data-remote] h1')).toBeVisible();
  expect(await intlMade()).toEqual([]);
});
