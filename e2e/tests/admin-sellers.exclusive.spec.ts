import { expect, test } from '@playwright/test';
import type { AccountListResponse } from '@xchange/contract';
import { adminAuth, adminOf, openAdmin, searchList, seller2 } from '../support/admin';
import { catalogCards, homepage, openShop, shopOf } from '../support/shop';

test.describe('admin buyers and sellers', () => {
  test('the buyer list shows the five columns and searches', async ({ page }) => {
    await openAdmin(page, '/admin-buyer', 'Buyers Profile');
    const area = adminOf(page);
    for (const header of ['Name', 'Company Name', 'Email', 'Address', 'Phone Number']) {
      await expect(area.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
    }
    await searchList(page, 'Search buyers', 'buyer2@demo.test');
    await expect(area.getByRole('cell', { name: 'buyer2@demo.test' })).toBeVisible();
    await expect(area.getByText('1 record')).toBeVisible();
  });

  test('a deactivated seller cannot sign in and its listings leave the shop; reactivation restores them', async ({
    page,
    request,
    browser,
  }) => {
    const headers = await adminAuth(request);
    const sellers = (await (
      await request.post('/api/v1/sellerprofile/getSellerList', { data: { search: seller2.username }, headers })
    ).json()) as AccountListResponse;
    const sellerId = sellers.body.content[0]!.id;
    // A run stopped half-way may have left the seller inactive.
    await request.put(`/api/v1/sellerprofile/updateAccountStatus?id=${sellerId}&status=true`, { headers });
    const listed = async () => (await homepage(request, { seller: sellerId, size: 9 })).body.content.length;
    expect(await listed()).toBeGreaterThan(0);

    await openAdmin(page, '/admin-seller', 'Sellers Profile');
    const area = adminOf(page);
    await searchList(page, 'Search sellers', seller2.username);
    const row = area.getByRole('row').filter({ hasText: seller2.username });
    const toggle = row.getByRole('checkbox', { name: /active$/ });
    await expect(toggle).toBeChecked();
    try {
      await row.locator('label[data-scope="switch"]').click();
      await expect(toggle).not.toBeChecked();
      await expect(row.getByText('Inactive')).toBeVisible();
      await expect(row.locator('[aria-disabled="true"]').first()).toHaveCSS('opacity', '0.45');

      expect(await listed()).toBe(0);
      const visitor = await browser.newPage();
      await openShop(visitor, `?seller=${sellerId}`);
      await expect(shopOf(visitor).getByText('No Products available')).toBeVisible();
      await expect(catalogCards(visitor)).toHaveCount(0);

      await visitor.goto('/loginpage');
      const login = visitor.getByRole('form', { name: 'Login' });
      await login.getByRole('radio', { name: 'Seller' }).check({ force: true });
      await login.getByRole('textbox', { name: 'Email' }).fill(seller2.username);
      await login.getByLabel('Password').fill(seller2.password);
      await login.getByRole('button', { name: 'LOGIN' }).click();
      await expect(visitor.getByText('This account is inactive. Please contact support.')).toBeVisible();
      await expect(visitor).toHaveURL(/\/loginpage$/);

      await row.locator('label[data-scope="switch"]').click();
      await expect(toggle).toBeChecked();
      await openShop(visitor, `?seller=${sellerId}`);
      await expect(catalogCards(visitor).first()).toBeVisible();
      expect(await listed()).toBeGreaterThan(0);
      await visitor.close();
    } finally {
      await request.put(`/api/v1/sellerprofile/updateAccountStatus?id=${sellerId}&status=true`, { headers });
    }
  });
});
