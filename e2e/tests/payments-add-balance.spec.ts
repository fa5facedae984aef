import { expect, test } from '@playwright/test';
import type { Subscription } from '@xchange/contract';
import { bearerOf, signIn, type Account } from '../support/login';

// seller2: no other suite counts its credits or payments
const seller2: Account = { type: 'seller', username: 'seller2@demo.test', password: 'Seller#2024pass' };

test('Add Balance paid in the test checkout returns to /profile with the success dialog and the new credits', async ({ page }) => {
  const auth = await signIn(page, seller2);
  const read = async () =>
    (await (await page.request.get('/api/v1/subscription', { headers: { Authorization: bearerOf(auth) } })).json()) as Subscription;
  const before = (await read()).credits.total;

  await page.goto('/profile');
  const area = page.locator('[data-remote="seller"]');
  await area.getByRole('spinbutton', { name: 'Number of credits' }).fill('3');
  await area.getByRole('button', { name: 'Add Balance' }).click();
  await expect(page.getByText('Test checkout — no real payment is taken')).toBeVisible();
  await expect(page.getByRole('heading', { name: '3 listing credits' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete payment' }).click();

  await expect(page).toHaveURL(/\/profile\?message=Payment%20Successful$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Payment Successfull !!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const credits = area.getByRole('region', { name: 'Listing credits' });
  await expect(credits.getByText('Total', { exact: true }).locator('..')).toContainText(String(before + 3));
  expect((await read()).credits.total).toBe(before + 3);
});
