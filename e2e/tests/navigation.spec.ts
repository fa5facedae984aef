import { expect, test } from '@playwright/test';
import { storeSession } from '../support/session';
import { watchConsole } from '../support/console';
import { logIn } from '../support/accounts';
import { demo } from '../support/login';

test('header navigation moves across remotes without a page load', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('for Buyers & Sellers of Testing Equipment');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  const header = page.getByRole('banner');

  await header.getByRole('link', { name: 'The Xchange Shop' }).first().click();
  await expect(page).toHaveURL(/\/xchangeShop$/);
  await expect(page.locator('[data-remote="shop"] h1')).toHaveText('The Xchange Shop');

  await header.getByRole('link', { name: 'Seller Hub' }).first().click();
  await expect(page.locator('[data-remote="marketing"] h1')).toContainText('A Secure Online Portal for Seller');

  await header.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  expect(problems).toEqual([]);
});

test('a deep link survives a reload', async ({ page }) => {
  await page.goto('/aboutus');
  await expect(page.locator('[data-remote="marketing"] h1')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/aboutus$/);
  await expect(page.locator('[data-remote="marketing"] h1')).toBeVisible();
});

test('a buyer who opens a seller page is sent to /loginpage', async ({ page }) => {
  await storeSession(page, 'buyer');
  await page.goto('/overview');
  await expect(page).toHaveURL(/\/loginpage$/);
  await expect(page.locator('[data-remote="seller"] h1')).toHaveCount(0);
});

test('a visitor who opens a buyer page logs in as a buyer and lands back on it', async ({ page }) => {
  await page.goto('/buyerorderhistory');
  await expect(page).toHaveURL(/\/loginpage\?returnTo=%2Fbuyerorderhistory$/);
  await logIn(page, 'buyer', demo.buyer.username, demo.buyer.password);
  await expect(page).toHaveURL(/\/buyerorderhistory$/);
  await expect(page.locator('[data-remote="buyer"] h1')).toBeVisible();
});

test('an unknown address shows the 404 page with a way back', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /shop/i }).first()).toBeVisible();
});
