import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/login';
import { notAJpeg, orangeJpeg } from '../support/pictures';

test('a buyer edits the profile on /myacc and the change is kept', async ({ page }) => {
  await signIn(page, demo.buyer);
  await page.goto('/myacc');
  const account = page.locator('[data-remote="buyer"]');
  await expect(account.getByRole('textbox', { name: /Email/ })).toHaveValue(demo.buyer.username);
  const company = account.getByRole('textbox', { name: /Company Name/ });
  await expect(company).not.toHaveValue('');
  const original = await company.inputValue();
  const edited = `Northfield Lab ${Date.now() % 100_000}`;

  await account.getByRole('textbox', { name: /First Name/ }).fill('');
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByText('First Name is required.')).toBeVisible();
  await page.reload();

  try {
    await company.fill(edited);
    await account.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('My account is updated')).toBeVisible();
    await page.reload();
    await expect(company).toHaveValue(edited);
  } finally {
    await company.fill(original);
    await account.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('My account is updated').first()).toBeVisible();
  }
});

test("a buyer's JPEG picture is uploaded and shown in the header; other files are refused", async ({ page }) => {
  await signIn(page, demo.buyer);
  await page.goto('/myacc');
  const account = page.locator('[data-remote="buyer"]');
  const input = account.getByLabel('Profile picture');
  await expect(account.getByRole('textbox', { name: /First Name/ })).not.toHaveValue('');

  await input.setInputFiles(notAJpeg);
  await expect(account.getByText('Only JPEG pictures are accepted.')).toBeVisible();

  await input.setInputFiles(orangeJpeg);
  await expect(account.getByText('Picture saved.')).toBeVisible();
  const avatar = page.getByRole('banner').getByTestId('account-avatar').locator('img');
  await expect(avatar).toHaveAttribute('src', /\S/);
  await page.reload();
  await expect(page.getByRole('banner').getByTestId('account-avatar').locator('img')).toHaveAttribute('src', /\S/);
});
