import { expect, test } from '@playwright/test';
import { adminOf, openAdmin } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';

const pages = [
  ['/admin-brands', 'Brands'],
  ['/admin-category', 'Categories'],
  ['/admin-buyer', 'Buyers Profile'],
  ['/admin-seller', 'Sellers Profile'],
  ['/admin-seller-promotion', 'Active Promotions'],
  ['/admin-upcoming-seller-promotion', 'Upcoming Promotions'],
  ['/admin-advertisement', 'Advertisements'],
  ['/admin-audit-log', 'Audit Log'],
] as const;

test.describe('admin pages pass axe', () => {
  for (const [path, heading] of pages) {
    test(`${path}`, async ({ page }) => {
      await openAdmin(page, path, heading);
      await expect(adminOf(page).getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the promotion and advertisement dialogs', async ({ page }) => {
    await openAdmin(page, '/admin-upcoming-seller-promotion', 'Upcoming Promotions');
    await adminOf(page).getByRole('button', { name: 'Add Promotion' }).click();
    await page.getByRole('dialog', { name: 'Add Promotion' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Seller is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/admin-advertisement');
    await adminOf(page).getByRole('button', { name: 'Add Advertisement' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Advertisement' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
