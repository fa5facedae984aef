import { expect, test } from '@playwright/test';
import { apiLogin, demo, restorePassword, signIn } from '../support/login';

// buyer3 is the suites' password-change account; its password is put back whatever happens.
const account = demo.buyer3;

test('a buyer changes the password and logs in again with the new one', async ({ page, request }) => {
  const next = `Fresh${Date.now() % 1_000_000}pw`;
  await signIn(page, account);
  await page.goto('/myacc');
  const area = page.locator('[data-remote="buyer"]');
  await area.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });

  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('Please enter old password')).toBeVisible();
  await expect(dialog.getByText('Please enter a password')).toBeVisible();
  await expect(dialog.getByText('Please re-type your password')).toBeVisible();
  await dialog.getByLabel('New Password').fill('lowercase1');
  await dialog.getByLabel('Confirm Password').fill('lowercase2');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('Your password must have at least 1 uppercase character')).toBeVisible();

  try {
    await dialog.getByLabel('Old Password').fill(account.password);
    await dialog.getByLabel('New Password').fill(next);
    await dialog.getByLabel('Confirm Password').fill(next);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password is updated')).toBeVisible();
    await expect(dialog).toBeHidden();

    const refused = await request.post(`/api/v1/auth/${account.type}`, { data: { ...account } });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    const again = await apiLogin(request, { ...account, password: next });
    expect(again.data.username).toBe(account.username);

    const fresh = await page.context().browser()!.newPage();
    await signIn(fresh, { ...account, password: next });
    await fresh.goto('/myacc');
    await expect(fresh.locator('[data-remote="buyer"]').getByRole('textbox', { name: /Email/ })).toHaveValue(account.username);
    await fresh.close();
  } finally {
    await restorePassword(request, account, next);
  }
  await apiLogin(request, account);
});
