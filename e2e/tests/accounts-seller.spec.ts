import { expect, test } from '@playwright/test';
import { logIn, signUp, signupPassword, storedSession, uniqueEmail } from '../support/accounts';
import { readCode, canReadOutbox, outboxDir } from '../support/outbox';

test.skip(!canReadOutbox(), `reads codes from the site's mail outbox (${outboxDir}); set E2E_DATA_DIR or OUTBOX_DIR`);

test('a seller signs up, verifies, pays in the test checkout, sees the success dialog, logs in to /overview and has an active subscription', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('seller');
  await signUp(page, 'seller', email);
  await page.getByRole('textbox', { name: 'Verification Code' }).fill(await readCode(email, 'verification code'));
  await page.getByRole('button', { name: 'Verify Code' }).click();

  await expect(page).toHaveURL(/\/stripe\?sellerId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Annual Subscription' })).toBeVisible();
  await expect(page.getByText('$999', { exact: true })).toBeVisible();
  expect((await storedSession(page)).type).toBe('seller');
  await page.getByRole('button', { name: 'Pay With Stripe' }).click();

  await expect(page.getByText('Test checkout — no real payment is taken')).toBeVisible();
  await page.getByRole('button', { name: 'Complete payment' }).click();

  await expect(page).toHaveURL(/\/loginpage\?message=Payment(%20|\+)Successful/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Payment Successfull !!')).toBeVisible();
  await expect(dialog.getByText('Payment Successfull !!')).toHaveCSS('color', /rgb\(\d+, 1\d\d, \d+\)/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/loginpage$/);

  await logIn(page, 'seller', email, signupPassword);
  await expect(page).toHaveURL(/\/overview$/);
  expect((await storedSession(page)).type).toBe('seller');

  await page.goto('/profile');
  await expect(page.locator('[data-remote="seller"]').getByText('Active', { exact: true }).first()).toBeVisible();
});

test('a failed checkout return shows the red failure dialog', async ({ page }) => {
  await page.goto('/loginpage?message=Payment%20Failed');
  const text = page.getByRole('alertdialog').getByText('Payment Failed !!');
  await expect(text).toBeVisible();
  await expect(text).toHaveCSS('color', /rgb\(1\d\d, \d{1,2}, \d{1,2}\)|rgb\(2\d\d, \d{1,2}, \d{1,2}\)/);
});
