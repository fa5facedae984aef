import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { orangeJpeg } from '../support/pictures';
import { bearerOf, demo, signIn } from '../support/login';
import { cardPrice, catalogCards, openShop, shopOf } from '../support/shop';
import { demoWebm, openProductList, productRow, sellerOf } from '../support/seller-products';

test.describe('seller products', () => {
  // a failed run must not leave its listing behind in the shared catalog
  let cleanUp: (() => Promise<void>) | undefined;
  test.afterEach(async () => {
    await cleanUp?.();
  });

  test('a seller adds a product with a photo and a video, features it, edits its price and deletes it', async ({ page }) => {
    // two uploads and six pages: on a busy 2-core CI machine it has taken 2.1 min
    test.setTimeout(180_000);
    // '0…' sorts first in the seller's name-sorted tables
    const name = `0 E2E Scope ${Date.now() % 1_000_000}`;
    const auth = await signIn(page, demo.seller);
    cleanUp = async () => {
      const headers = { authorization: bearerOf(auth) };
      const list = await page.request.post('/api/v1/product', { data: { page: 1, size: 10, search: name }, headers });
      const rows = ((await list.json()) as { body: { content: { id: number }[] } }).body.content;
      for (const row of rows) await page.request.delete(`/api/v1/product/${row.id}`, { headers });
    };

    await page.goto('/addproduct');
    const area = sellerOf(page);
    await expect(area.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
    await expect(area.getByText(/Publishing uses one listing credit/)).toBeVisible();
    await expect(area.getByRole('combobox', { name: /Manufacturer/ }).locator('option')).not.toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await area.getByLabel('Primary photo/video', { exact: true }).setInputFiles(orangeJpeg);
    await expect(area.getByRole('img', { name: 'Primary photo/video preview' })).toBeVisible();
    await area.getByLabel('Secondary photo/video 1', { exact: true }).setInputFiles(demoWebm);
    await area.getByRole('button', { name: 'Play Secondary photo/video 1' }).click();
    const player = page.getByRole('dialog', { name: 'Video preview' });
    await expect(player.getByLabel('Product video')).toBeVisible();
    await player.getByRole('button', { name: 'Close' }).click();

    await area.getByRole('textbox', { name: /Product Name/ }).fill(name);
    await area.getByRole('textbox', { name: /Product Description/ }).fill('Four   channel   bench scope, calibrated');
    const category = area.getByRole('combobox', { name: /Category/ });
    await expect(category.locator('option')).not.toHaveCount(1);
    await category.selectOption({ index: 1 });
    const manufacturer = area.getByRole('combobox', { name: /Manufacturer/ });
    await manufacturer.selectOption({ index: 1 });
    await area.getByRole('spinbutton', { name: /^Price/ }).fill('1234');
    await area.getByRole('combobox', { name: /Tags/ }).click();
    await area.getByRole('listbox', { name: 'Tag suggestions' }).getByRole('option', { name: 'Hitachi' }).click();
    await area.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product is added')).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);

    // the shop shows it at once, with its photo
    await openShop(page, `?q=${encodeURIComponent(name)}`);
    const card = catalogCards(page).filter({ hasText: name });
    await expect(card).toHaveCount(1);
    expect(await cardPrice(card)).toBe(1234);

    // feature it: it appears in the shop's Featured Products
    let table = await openProductList(page);
    const row = productRow(table, name);
    await expectNoSeriousA11yViolations(page);
    await expect(row.locator('img')).toHaveAttribute('src', /^\/media\/products\/.+-thumb\.jpg$/);
    const toggle = row.getByRole('checkbox', { name: `Feature ${name}` });
    await expect(toggle).not.toBeChecked();
    await row.locator('label[data-scope="switch"]').click();
    await expect(toggle).toBeChecked();
    await openShop(page);
    await expect(shopOf(page).getByRole('region', { name: 'Featured Products' }).getByText(name)).toBeVisible();

    // edit the price: the form is prefilled with the video slot, and the shop shows the new price
    table = await openProductList(page);
    await productRow(table, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await expect(area.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
    await expect(area.getByRole('textbox', { name: /Product Name/ })).toHaveValue(name);
    await expect(area.getByRole('textbox', { name: /Product Description/ })).toHaveValue('Four channel bench scope, calibrated');
    await expect(area.getByRole('button', { name: 'Play Secondary photo/video 1' })).toBeVisible();
    await area.getByRole('spinbutton', { name: /^Price/ }).fill('999');
    await area.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product is updated')).toBeVisible();
    await openShop(page, `?q=${encodeURIComponent(name)}`);
    await expect.poll(async () => cardPrice(catalogCards(page).filter({ hasText: name }))).toBe(999);

    // delete it after confirming
    table = await openProductList(page);
    await productRow(table, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await expect(page.getByText('Are you sure you want to delete this product?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Product is deleted.')).toBeVisible();
    await expect(productRow(table, name)).toHaveCount(0);
    await openShop(page, `?q=${encodeURIComponent(name)}`);
    await expect(catalogCards(page).filter({ hasText: name })).toHaveCount(0);
  });
});
