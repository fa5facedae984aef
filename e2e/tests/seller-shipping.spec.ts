import { expect, test } from '@playwright/test';
import type { SellerProfile } from '@xchange/contract';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { bearerOf, signIn } from '../support/login';
import { orderSeller, placeFreshOrder, searchFor, sellerOf } from '../support/seller-orders';

test.describe("seller's preferred shipping method", () => {
  test("set under My Account, it shows in the View Details of the seller's orders", async ({ page, request }) => {
    const tag = `E2E${Date.now().toString(36)}`;
    const text = `Freight on pallet, FedEx Ground for small items ${tag}`;
    const auth = await signIn(page, orderSeller);
    const headers = { Authorization: bearerOf(auth) };
    const before = (await (await request.get('/api/v1/sellerprofile/get-profile', { headers })).json()) as SellerProfile;
    try {
      await page.goto('/myaccount');
      const area = sellerOf(page);
      const field = area.getByRole('textbox', { name: 'Preferred shipping method' });
      await expect(field).toHaveValue(before.preferredShipping ?? '');
      await expect(area.getByText("Shown to buyers on every order, e.g. 'Freight on pallet, FedEx Ground for small items'")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await field.fill(`  ${text}  `);
      await area.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('My account is updated')).toBeVisible();

      const order = await placeFreshOrder(request, tag);
      expect(order.sellerAccountData.preferredShipping).toBe(text);
      await page.goto('/order');
      await searchFor(page, 'Search all orders', order.ordernumber);
      await area.getByRole('button', { name: `View details of order ${order.ordernumber}` }).click();
      const dialog = page.getByRole('dialog', { name: `Order ${order.ordernumber}` });
      await expect(dialog.getByRole('region', { name: 'PREFERRED SHIPPING METHOD' })).toHaveText(`PREFERRED SHIPPING METHOD${text}`);
      await expect(dialog.getByRole('region', { name: 'BUYER NOTES' })).toBeVisible();
    } finally {
      const { username, firstname, lastname, phone, address, company } = before;
      const restore = { username, firstname, lastname, phone, address, company, preferredShipping: before.preferredShipping ?? '' };
      const response = await request.put('/api/v1/sellerprofile/update', { headers, data: restore });
      expect(response.status(), await response.text()).toBe(200);
    }
  });
});
