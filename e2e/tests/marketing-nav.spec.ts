import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../support/console';

const shots = path.resolve(import.meta.dirname, '..', '..', '.data', 'e2e', 'screenshots', 'marketing');
const entries = ['Home', 'The Xchange Shop', 'Seller Hub', 'Buyer Hub'];
/** How far the marketing remote's content reaches past the window (0 = no horizontal scrolling caused by it). */
const contentOverflow = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-remote="marketing"]')!.scrollWidth - window.innerWidth);

test.beforeAll(() => mkdirSync(shots, { recursive: true }));

for (const width of [1720, 768]) {
  test(`at ${width}px the header lists every entry and marks the current page`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/sellerhubpage');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of entries) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Seller Hub', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.screenshot({ path: path.join(shots, `sellerhub-${width}.png`) });
    await page.goto('/home');
    await expect(page.getByTestId('welcome-video')).toBeVisible();
    await page.screenshot({ path: path.join(shots, `home-${width}.png`), fullPage: true });
    expect(await contentOverflow(page), 'no horizontal scrolling').toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
}

test('at 425px a toggle opens the full-screen list of the same links', async ({ page }) => {
  await page.setViewportSize({ width: 425, height: 900 });
  await page.goto('/home');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'home-425.png'), fullPage: true });
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  for (const name of entries) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'menu-425.png') });
  await menu.getByRole('link', { name: 'Buyer Hub', exact: true }).click();
  await expect(page).toHaveURL(/\/buyerhubpage$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Secure Online Portal for Buyers');
  expect(await contentOverflow(page)).toBeLessThanOrEqual(0);
  for (const p of ['/lease', '/faq', '/']) {
    await page.goto(p);
    await expect(page.locator('[data-remote="marketing"] h1')).toBeVisible();
    expect(await contentOverflow(page), p).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(shots, `${p === '/' ? 'coming-soon' : p.slice(1)}-425.png`), fullPage: true });
  }
});
