import { expect, test } from '@playwright/test';
import { adminOf, openAdmin, searchList } from '../support/admin';
import { demo, signIn } from '../support/login';
import { sellerOf } from '../support/seller-products';

test.describe('admin brands in the seller form', () => {
  test("a brand the admin adds is in the seller's Manufacturer select at once", async ({ page, browser }) => {
    const name = `Brand E2E ${Date.now() % 1_000_000}`;
    await openAdmin(page, '/admin-brands', 'Brands');
    await adminOf(page).getByRole('button', { name: 'Add Brand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Brand' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('New Brand Added Successfully')).toBeVisible();

    const seller = await browser.newPage();
    try {
      await signIn(seller, demo.seller);
      await seller.goto('/addproduct');
      const manufacturer = sellerOf(seller).getByRole('combobox', { name: /Manufacturer/ });
      await expect(manufacturer.getByRole('option', { name, exact: true })).toBeAttached();
      await manufacturer.selectOption(name);
      await expect(manufacturer).toHaveValue(name);
    } finally {
      await seller.close();
      // leave the shared brand list as it was
      await searchList(page, 'Search brands', name);
      await adminOf(page)
        .getByRole('button', { name: `Delete ${name}` })
        .click();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Brands is deleted.')).toBeVisible();
    }
  });
});
