import { expect, test } from '@playwright/test';
import { catalogCards, homepage, openShop, paramsOf, settledCardNames, shopOf } from '../support/shop';

test.describe('shop search', () => {
  for (const written of ['DSO-X 3034A', 'dsox 3034a', 'DSOX3034A']) {
    test(`'${written}' finds the Keysight DSOX3034A listing`, async ({ page }) => {
      await openShop(page);
      await shopOf(page).getByRole('combobox', { name: 'Search the catalog' }).fill(written);
      await shopOf(page).getByRole('button', { name: 'Start Browsing' }).click();
      await expect(page).toHaveURL(/[?&]sort=relevance/);
      expect(paramsOf(page).get('q')).toBe(written);
      await expect(shopOf(page).getByRole('heading', { level: 2, name: `Results for “${written}”` })).toBeVisible();
      await expect(catalogCards(page).first()).toHaveAccessibleName(/DSOX3034A/);
    });
  }

  test("words that match nothing say 'No Products available'", async ({ page }) => {
    await openShop(page, '?q=zzqx+flux+capacitor+9000');
    await expect(shopOf(page).getByText('No Products available')).toBeVisible();
    await expect(catalogCards(page)).toHaveCount(0);
  });

  // Scoped to listings from $5,000 up: other tests running beside this one publish and reprice listings below that,
  // which would shift these pages under it.
  test('paging, page size and sort land in the address and Back restores each view', async ({ page, request }) => {
    const total = (await homepage(request, { minPrice: 5000 })).body.totalElements;
    expect(total).toBeGreaterThan(20);
    await openShop(page, '?min=5000');
    await expect(shopOf(page).getByText(`Showing 1–9 of ${total} listings`)).toBeVisible();
    await expect(catalogCards(page)).toHaveCount(9);
    const page1 = await settledCardNames(page);

    await shopOf(page).getByRole('navigation', { name: 'Catalog pages' }).getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\?min=5000&page=2$/);
    await expect(shopOf(page).getByText(`Showing 10–18 of ${total} listings`)).toBeVisible();
    await expect.poll(() => settledCardNames(page)).not.toEqual(page1);
    const page2 = await settledCardNames(page);

    await shopOf(page).getByRole('combobox', { name: 'Per page' }).selectOption('20');
    await expect(page).toHaveURL(/\?min=5000&page=2&size=20$/);
    await expect(catalogCards(page)).toHaveCount(20);

    await shopOf(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/\?min=5000&sort=price-desc&size=20$/);
    await expect(shopOf(page).getByText(`Showing 1–20 of ${total} listings`)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\?min=5000&page=2&size=20$/);
    await expect(shopOf(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    await page.goBack();
    await expect(page).toHaveURL(/\?min=5000&page=2$/);
    await expect.poll(() => settledCardNames(page)).toEqual(page2);
    await expect(shopOf(page).getByRole('combobox', { name: 'Per page' })).toHaveValue('9');
    await page.goBack();
    await expect.poll(() => settledCardNames(page)).toEqual(page1);

    await page.goto('/xchangeShop?min=5000&page=2');
    await expect.poll(() => settledCardNames(page)).toEqual(page2);
  });

  test("typing 'keys' suggests Keysight among the brands, and choosing it filters the catalog", async ({ page }) => {
    await openShop(page);
    await shopOf(page).getByRole('combobox', { name: 'Search the catalog' }).pressSequentially('keys', { delay: 50 });
    const brands = shopOf(page).getByRole('listbox').getByRole('group', { name: 'Brands' });
    await brands.getByRole('option', { name: 'Keysight' }).click();
    await expect(page).toHaveURL(/\?brand=Keysight$/);
    await expect(catalogCards(page).first()).toBeVisible();
    await expect(shopOf(page).getByRole('combobox', { name: 'Search the catalog' })).toHaveValue('');
  });

  test("'oscilloscpe' shows oscilloscopes, says so, and links to the words as typed", async ({ page }) => {
    await openShop(page, '?q=oscilloscpe&sort=relevance');
    await expect(shopOf(page).getByText('Showing results for')).toContainText('oscilloscope');
    await expect(catalogCards(page).first()).toHaveAccessibleName(/oscilloscope/i);
    await shopOf(page).getByRole('link', { name: 'oscilloscpe' }).click();
    await expect(page).toHaveURL(/[?&]exact=1/);
    await expect(shopOf(page).getByText('No Products available')).toBeVisible();
  });
});
