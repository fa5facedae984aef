import { expect, test } from '@playwright/test';
import { apiLogin, demo, restorePassword } from '../support/login';
import { canReadOutbox, outboxDir, readCode } from '../support/outbox';

// A new admin password ends every admin session, so these run alone, after the suites that sign in as the admin.
const admin = demo.admin;

test('the admin logs in at /admin-login, changes the name and the password', async ({ page, request }) => {
  await page.goto('/admin-login');
  const area = page.locator('[data-remote="admin"]');
  await area.getByRole('textbox', { name: 'Email' }).fill(admin.username);
  await area.getByLabel('Password').fill(admin.password);
  await area.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin-profile$/);
  await expect(area.getByRole('textbox', { name: /Auth User/ })).toHaveValue(admin.username);

  const name = area.getByRole('textbox', { name: /^Name/ });
  await expect(name).not.toHaveValue('');
  const original = await name.inputValue();
  try {
    await name.fill('Site Administrator');
    await area.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await page.reload();
    await expect(name).toHaveValue('Site Administrator');
  } finally {
    await name.fill(original);
    await area.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated').first()).toBeVisible();
  }

  const next = `Admin${Date.now() % 1_000_000}Pw`;
  try {
    await area.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Old Password').fill(admin.password);
    await dialog.getByLabel('New Password').fill(next);
    await dialog.getByLabel('Confirm Password').fill('different1A');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByText('Passwords does not match')).toBeVisible();
    await dialog.getByLabel('Confirm Password').fill(next);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password is updated')).toBeVisible();
    const again = await apiLogin(request, { ...admin, password: next });
    expect(again.data.authuser ?? again.data.username).toBe(admin.username);
  } finally {
    await restorePassword(request, admin, next);
  }
  await apiLogin(request, admin);
});

test('the admin resets a forgotten password with the mailed code and signs in with it', async ({ page, request }) => {
  test.skip(!canReadOutbox(), `needs the site's mail outbox (${outboxDir}); set E2E_DATA_DIR or OUTBOX_DIR`);
  const next = `Reset${Date.now() % 1_000_000}Pw`;
  await page.goto('/admin-login');
  const area = page.locator('[data-remote="admin"]');
  await area.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(area.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  const since = Date.now();
  await area.getByRole('textbox', { name: 'Email' }).fill(admin.username);
  await area.getByRole('button', { name: 'Send Code' }).click();
  await expect(area.getByRole('status')).toContainText(admin.username);
  const code = await readCode(admin.username, 'password reset code', since);
  try {
    await area.getByRole('textbox', { name: 'Code' }).fill(code);
    await area.getByLabel('New Password').fill(next);
    await area.getByLabel('Confirm Password').fill(next);
    await area.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password is updated')).toBeVisible();
    await expect(area.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await area.getByRole('textbox', { name: 'Email' }).fill(admin.username);
    await area.getByLabel('Password').fill(next);
    await area.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/admin-profile$/);
  } finally {
    await restorePassword(request, admin, next);
  }
  await apiLogin(request, admin);
});
