import { expect, test } from '@playwright/test';
import type { Subscription } from '@xchange/contract';
import { bearerOf, demo, signIn } from '../support/login';

test('the demo seller sees an active subscription with its real credits and payments on /profile', async ({ page }) => {
  const auth = await signIn(page, demo.seller);
  const answer = await page.request.get('/api/v1/subscription', { headers: { Authorization: bearerOf(auth) } });
  expect(answer.status()).toBe(200);
  const subscription = (await answer.json()) as Subscription;
  expect(subscription.status).toBe('active');

  await page.goto('/profile');
  const area = page.locator('[data-remote="seller"]');
  await expect(area.getByText('Active', { exact: true })).toBeVisible();
  await expect(area.getByRole('button', { name: 'Pay subscription' })).toHaveCount(0);
  const details = area.getByRole('region', { name: 'Subscription details' });
  await expect(details.getByText('Renewal').locator('..')).toContainText(subscription.renewal === 'recurring' ? 'Recurring' : 'Manual');
  const credits = area.getByRole('region', { name: 'Listing credits' });
  for (const [label, value] of [
    ['Total', subscription.credits.total],
    ['Used', subscription.credits.used],
    ['Available', subscription.credits.available],
  ] as const) {
    await expect(credits.getByText(label, { exact: true }).locator('..')).toContainText(String(value));
  }
  const rows = area.getByRole('table', { name: 'Payment history' }).getByRole('row');
  await expect(rows).toHaveCount(1 + Math.max(subscription.transactions.length, 1));
  expect(subscription.transactions.length).toBeGreaterThan(0);
  await expect(area.getByRole('table', { name: 'Payment history' })).toContainText('Annual Subscription');
});

test("the seller's Add Balance opens the checkout for more listing credits", async ({ page }) => {
  await signIn(page, demo.seller);
  await page.goto('/profile');
  const area = page.locator('[data-remote="seller"]');
  await area.getByRole('spinbutton', { name: 'Number of credits' }).fill('3');
  await area.getByRole('button', { name: 'Add Balance' }).click();
  await page.waitForURL((url) => url.pathname !== '/profile');
  expect(new URL(page.url()).pathname).not.toBe('/profile');
});
