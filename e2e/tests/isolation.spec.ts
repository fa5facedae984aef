import { expect, test } from '@playwright/test';

test('a remote whose build is gone shows its unavailable panel while the rest of the site works', async ({ page }) => {
  await page.route('**/remotes/shop/**', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto('/xchangeShop');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('remote-unavailable')).toContainText('temporarily unavailable');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
  await expect(page.locator('[data-remote="marketing"] h1')).toContainText('for Buyers & Sellers of Testing Equipment');
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});
