import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../support/console';
import { storeSession } from '../support/session';

// The suite's site runs without Stripe keys outside production: the built-in test checkout takes payments.
const ribbonText = 'Test payments — no money is taken';

/** The ribbon sits in the page's banner above the main navigation, within the window's width, covering nothing. */
async function expectRibbonAboveHeader(page: Page) {
  const ribbon = page.getByRole('banner').getByText(ribbonText, { exact: true });
  await expect(ribbon).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  const [r, n] = [(await ribbon.boundingBox())!, (await nav.boundingBox())!];
  expect(r.y).toBe(0);
  expect(r.y + r.height, 'the navigation starts below the ribbon').toBeLessThanOrEqual(n.y + 0.5);
  expect(r.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    'no horizontal scrolling',
  ).toBeLessThanOrEqual(0);
  // index.html reserves the header's height before it renders; with the ribbon too, or the page jumps down (CLS)
  const header = await page.evaluate(() => {
    const el = document.getElementById('shell-header')!;
    return { reserved: parseFloat(getComputedStyle(el).minHeight), rendered: el.getBoundingClientRect().height };
  });
  expect(header.rendered).toBe(header.reserved);
  return r;
}

for (const width of [1440, 390]) {
  test(`at ${width}px a marketing page and a signed-in buyer's account page show the test-payments ribbon`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 844 });

    await page.goto('/aboutus');
    await expect(page.locator('[data-remote="marketing"] h1')).toBeVisible();
    const box = await expectRibbonAboveHeader(page);
    if (width === 390) expect(box.height, 'one line at a phone width').toBeLessThan(40);

    await storeSession(page, 'buyer');
    await page.goto('/myacc');
    await expect(page.locator('[data-remote="buyer"]').getByRole('textbox', { name: /Email/ })).toBeVisible();
    await expectRibbonAboveHeader(page);
    await expect(page.getByText(ribbonText)).toHaveCount(1);
    expect(problems).toEqual([]);
  });
}
