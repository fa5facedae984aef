import { expect, test, type Page } from '@playwright/test';
import { storeSession } from '../support/session';

/** Serves the shell page as a gateway started with LAUNCHED=false would. */
async function beforeLaunch(page: Page) {
  await page.route(
    (url) => !url.pathname.includes('.') && !url.pathname.startsWith('/api') && !url.pathname.startsWith('/remotes'),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"launched":true', '"launched":false');
      // the edited inline config no longer matches the CSP's script hash; a LAUNCHED=false gateway hashes its own
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-security-policy'));
      await route.fulfill({ response, body, headers });
    },
  );
}

test('before launch a visitor is sent to the coming-soon page, except on the open paths', async ({ page }) => {
  await beforeLaunch(page);
  await page.goto('/aboutus');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-remote="marketing"] h1')).toHaveText('The Xchange Marketplace is coming');

  await page.goto('/xchangeShop');
  await expect(page.locator('[data-remote="shop"] h1')).toHaveText('The Xchange Shop');
  await page.goto('/admin-login');
  await expect(page.locator('[data-remote="admin"] h1')).toHaveText('Admin Login');
});

test('before launch a signed-in buyer still reaches the site', async ({ page }) => {
  await beforeLaunch(page);
  await storeSession(page, 'buyer');
  await page.goto('/aboutus');
  await expect(page).toHaveURL(/\/aboutus$/);
  await expect(page.locator('[data-remote="marketing"] h1')).toBeVisible();
});
