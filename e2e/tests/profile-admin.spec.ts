import { expect, test } from '@playwright/test';

test('the admin login form gives the docs/product.md §5 texts', async ({ page }) => {
  await page.goto('/admin-login');
  const form = page.locator('[data-remote="admin"]');
  await form.getByRole('button', { name: 'LOGIN' }).click();
  await expect(form.getByText('Email is required.')).toBeVisible();
  await expect(form.getByText('Password is required.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Email' }).fill('admin-at-demo');
  await form.getByRole('button', { name: 'LOGIN' }).click();
  await expect(form.getByText('Invalid Email.')).toBeVisible();
});
