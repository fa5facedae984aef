import { expect, test } from '@playwright/test';
import { remoteDown, remoteSlow } from '../support/faults';
import { shopOf } from '../support/shop';
import { takenOver } from '../support/taken-over';

const panel = 'remote-unavailable';

test.describe('faults: one remote down or slow', () => {
  test('the shop server down: its slot shows the unavailable panel, header, footer and other remotes keep working', async ({ page }) => {
    await remoteDown(page, 'shop');
    await page.addInitScript(() => {
      const w = window as unknown as { failedRemotes: string[] };
      w.failedRemotes = [];
      window.addEventListener('xchange:remote-load-failed', (e) =>
        w.failedRemotes.push((e as CustomEvent<{ remote: string }>).detail.remote),
      );
    });
    await page.goto('/xchangeShop');
    await expect(page.getByTestId(panel)).toBeVisible({ timeout: 20_000 });
    // the shell announces which remote failed (packages/contract shell events)
    expect(await page.evaluate(() => (window as unknown as { failedRemotes: string[] }).failedRemotes)).toContain('shop');
    await expect(page.getByTestId(panel).getByRole('heading', { name: 'This part of the site is temporarily unavailable' })).toBeVisible();
    await expect(page.getByTestId(panel).getByRole('button', { name: 'Try again' })).toBeVisible();
    // the first view the gateway rendered is replaced, and the panel's button takes clicks
    await takenOver(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // another remote (marketing) loads and renders in the same session, through the header
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('[data-remote="marketing"] h1')).toContainText('for Buyers & Sellers of Testing Equipment');
    await expect(page.getByTestId(panel)).toHaveCount(0);
    // the footer's links still route inside the shell
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('[data-remote="marketing"] h1').first()).toBeVisible();
  });

  test('the shop server slow (3 s a file): the header shows at once, the shop later without a panel, then the footer', async ({ page }) => {
    await remoteSlow(page, 'shop', 3_000);
    const started = Date.now();
    await page.goto('/xchangeShop');
    // the header did not wait for the slow remote
    await expect(page.getByRole('banner').getByRole('link', { name: 'Home' }).first()).toBeVisible();
    // the shop: drawn by the gateway at once (or, when its render was late, by the browser), and taken over by the
    // shop's code once it has arrived
    await expect(shopOf(page).getByRole('heading', { level: 1, name: 'The Xchange Shop' })).toBeVisible({ timeout: 40_000 });
    await takenOver(page, 40_000);
    expect(Date.now() - started, 'the remote really was slow').toBeGreaterThanOrEqual(3_000);
    // the footer is below the fold: it renders once the page's remote has mounted
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByTestId(panel)).toHaveCount(0);
  });
});
