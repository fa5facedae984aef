import { expect, test } from '@playwright/test';
import type { Brand, Paged } from '@xchange/contract';
import { adminAuth, adminOf, openAdmin, searchList } from '../support/admin';
import { apiLogin, bearerOf, demo } from '../support/login';
import { filterGroup, openShop, shopLookups } from '../support/shop';

test.describe('admin brands and categories', () => {
  test('a brand the admin adds is in the list a seller gets at once; deleting it needs the confirmation', async ({ page, request }) => {
    const name = `Anritsu ${Date.now() % 100_000}`;
    await openAdmin(page, '/admin-brands', 'Brands');
    const area = adminOf(page);
    await area.getByRole('button', { name: 'Add Brand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Brand' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('New Brand Added Successfully')).toBeVisible();

    const seller = bearerOf(await apiLogin(request, demo.seller));
    const list = await request.post('/api/v1/brands/getBrands', {
      data: { page: 1, size: 200, sortBy: 'name', sortOrder: 'asc', search: name },
      headers: { authorization: seller },
    });
    expect(((await list.json()) as Paged<Brand>).content.map((b) => b.name)).toEqual([name]);

    await searchList(page, 'Search brands', name);
    await expect(area.getByRole('cell', { name, exact: true })).toBeVisible();
    await area.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByText('Are you sure you want to delete this product?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Brands is deleted.')).toBeVisible();
    await expect(area.getByText('No Record Found')).toBeVisible();

    await area.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Log' }).click();
    await expect(area.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
    await searchList(page, 'Search the audit log', name);
    const rows = area.getByRole('table', { name: 'Audit log' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('Brand deleted');
    await expect(rows.nth(2)).toContainText('Brand added');
    await expect(rows.nth(2)).toContainText(`name: ${name}`);
  });

  test("renaming a brand listings use shows in the shop's Brand filter; deleting it is refused with the count", async ({
    page,
    request,
  }) => {
    const lookups = await shopLookups(request);
    const original = lookups.manufacturer.includes('Fluke') ? 'Fluke' : lookups.manufacturer[0]!;
    const renamed = `${original} Instruments`;
    await openAdmin(page, '/admin-brands', 'Brands');
    const area = adminOf(page);
    await searchList(page, 'Search brands', original);
    try {
      await area.getByRole('button', { name: `Edit ${original}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Brand' });
      await dialog.getByRole('textbox', { name: /Name/ }).fill(renamed);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Brand Edited Successfully')).toBeVisible();
      await area.getByRole('button', { name: `Delete ${renamed}` }).click();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText(new RegExp(`The brand "${renamed}" cannot be deleted: \\d+ listings? uses? it\\.`))).toBeVisible();
      await expect(area.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

      await openShop(page);
      await expect(filterGroup(page, 'Brand').getByText(renamed, { exact: true })).toBeVisible();
    } finally {
      const headers = await adminAuth(request);
      const found = (await (
        await request.post('/api/v1/brands/getBrands', { data: { search: renamed, size: 5 }, headers })
      ).json()) as Paged<Brand>;
      const row = found.content.find((b) => b.name === renamed);
      if (row) await request.put('/api/v1/brands/updateBrand', { data: { id: row.id, name: original }, headers });
    }
  });

  test('categories use the §8 category texts', async ({ page }) => {
    const name = `Thermal Cyclers ${Date.now() % 100_000}`;
    await openAdmin(page, '/admin-category', 'Categories');
    const area = adminOf(page);
    await area.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await dialog.getByRole('textbox', { name: /Document Type/ }).fill('Life Science');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('New Category Added Successfully')).toBeVisible();
    await searchList(page, 'Search categories', name);
    await area.getByRole('button', { name: `Edit ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Edit Category' })
      .getByRole('textbox', { name: /Document Type/ })
      .fill('Molecular Biology');
    await page.getByRole('dialog', { name: 'Edit Category' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category Updated Successfully')).toBeVisible();
    await expect(area.getByRole('cell', { name: 'Molecular Biology' })).toBeVisible();
    await area.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Category is deleted.')).toBeVisible();
  });
});
