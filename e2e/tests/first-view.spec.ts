import { devices, expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';
import { shopOf } from '../support/shop';
import { takenOver } from '../support/taken-over';

/** The markup the gateway rendered into the shop's slot, from a page's HTML ('' when the browser renders it). */
const renderedSlot = (html: string) =>
  html.split('<section id="mf-shop" data-remote="shop" data-server-rendered>')[1]?.split('<section id="mf-buyer"')[0] ?? '';

test.describe("the shop's first view rendered by the gateway and hydrated in the browser", () => {
  test('a listing is in the page as it arrives; the shop takes over the same elements, and a click made at once counts', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    // a slow phone-class CPU, so the click lands while the shop's code is still loading
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('#mf-shop h1');
      });
    });
    const response = await page.goto('/product/12');
    expect(renderedSlot(await response!.text())).toContain('Rohde &amp; Schwarz FSW26');
    await shopOf(page).getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await takenOver(page);
    // hydrated, not drawn again: the heading the HTML parser built is the one on the page
    expect(
      await page.evaluate(
        () => (window as unknown as { parsedHeading: Element | null }).parsedHeading === document.querySelector('#mf-shop h1'),
      ),
    ).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a phone gets the phone's layout from the server, so nothing moves when the shop takes over", async ({ browser }) => {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const response = await page.goto('/xchangeShop');
    const slot = renderedSlot(await response!.text());
    // the phone's filters open from a button; a desk's sit in a pane beside the catalog
    expect(slot).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>Filters/);
    await takenOver(page);
    await expect(shopOf(page).getByRole('button', { name: 'Filters' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.1);
    await context.close();
  });

  test('a desk gets the filters pane, and a signed-in buyer (remembered) a page the browser renders', async ({ request }) => {
    const desk = renderedSlot(await (await request.get('/xchangeShop', { headers: { 'sec-ch-ua-mobile': '?0' } })).text());
    expect(desk).toMatch(/<h2[^>]*>Filters/);
    expect(desk).not.toMatch(/aria-haspopup="dialog"[^>]*>Filters/);
    const remembered = await request.get('/xchangeShop', { headers: { cookie: 'token=Bearer%20abc; isRemember=true' } });
    expect(renderedSlot(await remembered.text())).toBe('');
  });

  test("a build's server entry is never served to a browser", async ({ request }) => {
    expect((await request.get('/remotes/shop/server/server.cjs')).status()).toBe(404);
  });
});
