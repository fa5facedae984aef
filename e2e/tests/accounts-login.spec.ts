import { expect, test } from '@playwright/test';
import { logIn, storedSession } from '../support/accounts';

test('the demo buyer logs in and lands on /myacc', async ({ page }) => {
  await page.goto('/loginpage');
  await expect(page.getByRole('form', { name: 'Login' }).getByRole('radio', { name: 'Buyer' })).toBeChecked();
  await logIn(page, 'buyer', 'buyer@demo.test', 'Buyer#2024pass');
  await expect(page).toHaveURL(/\/myacc$/);
  const session = await storedSession(page);
  expect(session.token).toMatch(/^Bearer /);
  expect(session.type).toBe('buyer');
});

test('the login form gives the docs/product.md §5 texts', async ({ page }) => {
  await page.goto('/loginpage');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('button', { name: 'LOGIN' }).click();
  await expect(form.getByText('Email is required.')).toBeVisible();
  await expect(form.getByText('Password is required.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await form.getByRole('button', { name: 'LOGIN' }).click();
  await expect(form.getByText('Invalid Email.')).toBeVisible();
});
