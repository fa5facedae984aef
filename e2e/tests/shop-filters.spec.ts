import { expect, test, type Page } from '@playwright/test';
import { cardPrice, catalogCards, filterGroup, homepage, openShop, paramsOf, settledCardNames, shopLookups, shopOf } from '../support/shop';

/** 'Showing 1–9 of N listings' with N as the API counts the same filter. */
async function expectCount(page: Page, total: number) {
  const shown = Math.min(total, 9);
  await expect(shopOf(page).getByText(`Showing 1–${shown} of ${total} ${total === 1 ? 'listing' : 'listings'}`)).toBeVisible();
  await settledCardNames(page);
}

const metaLines = (page: Page) => catalogCards(page).evaluateAll((cards) => cards.map((c) => c.textContent ?? ''));

test.describe('shop filters', () => {
  test('brand, category and condition narrow the catalog, land in the address and reset', async ({ page, request }) => {
    const lookups = await shopLookups(request);
    const brand = lookups.manufacturer.includes('Keysight') ? 'Keysight' : lookups.manufacturer[0]!;
    await openShop(page);

    // the count beside the brand is what choosing it shows
    const option = filterGroup(page, 'Brand').getByRole('radio', { name: brand, exact: true });
    await expect(option).toHaveAccessibleDescription(/^[\d,]+ listings?$/);
    const countId = (await option.getAttribute('aria-describedby'))!;
    const counted = Number((await page.locator(`[id="${countId}"]`).textContent())!.replace(/\D/g, ''));
    expect(counted).toBeGreaterThan(0);

    await filterGroup(page, 'Brand').getByText(brand, { exact: true }).click();
    await expect.poll(() => paramsOf(page).get('brand')).toBe(brand);
    await expectCount(page, counted);
    expect((await homepage(request, { brand })).body.totalElements).toBe(counted);
    for (const text of await metaLines(page)) expect(text).toContain(`${brand} ·`);

    const category = (await homepage(request, { brand, size: 1 })).body.content[0]!.sellinginstrument;
    await filterGroup(page, 'Category').getByText(category, { exact: true }).click();
    await expect.poll(() => paramsOf(page).get('category')).toBe(category);
    await expectCount(page, (await homepage(request, { brand, category })).body.totalElements);
    for (const text of await metaLines(page)) expect(text).toContain(`${brand} · ${category}`);

    await filterGroup(page, 'Condition').getByText('Used', { exact: true }).click();
    await expect.poll(() => paramsOf(page).get('condition')).toBe('Used');
    const used = (await homepage(request, { brand, category, condition: 'Used' })).body;
    if (used.totalElements) await expectCount(page, used.totalElements);
    else await expect(shopOf(page).getByText('No Products available')).toBeVisible();

    await filterGroup(page, 'Brand').getByRole('button', { name: 'Reset Brand' }).click();
    await expect.poll(() => paramsOf(page).has('brand')).toBe(false);
    await expectCount(page, (await homepage(request, { category, condition: 'Used' })).body.totalElements);

    await shopOf(page).getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/xchangeShop$/);
    await expectCount(page, (await homepage(request, {})).body.totalElements);
  });

  test('seller and location narrow the catalog', async ({ page, request }) => {
    const lookups = await shopLookups(request);
    const seller = lookups.seller[0]!;
    await openShop(page);
    await filterGroup(page, 'Seller').getByText(seller.company, { exact: true }).click();
    await expect.poll(() => paramsOf(page).get('seller')).toBe(String(seller.id));
    await expectCount(page, (await homepage(request, { seller: seller.id })).body.totalElements);
    await filterGroup(page, 'Seller').getByRole('button', { name: 'Reset Seller' }).click();

    const [first, second] = lookups.location;
    await filterGroup(page, 'Location').getByText(first!, { exact: true }).click();
    await filterGroup(page, 'Location').getByText(second!, { exact: true }).click();
    await expect.poll(() => paramsOf(page).getAll('location')).toEqual([first, second]);
    await expectCount(page, (await homepage(request, { location: [first, second] })).body.totalElements);
    for (const text of await metaLines(page)) expect(text.includes(first!) || text.includes(second!)).toBe(true);
  });

  test('a price preset sends its range, typed limits are cleaned, Reset clears the price', async ({ page, request }) => {
    await openShop(page);
    const price = filterGroup(page, 'Price');
    await price.getByText('$5000 to $20000', { exact: true }).click();
    await expect(page).toHaveURL(/\?min=5000&max=20000$/);
    await expectCount(page, (await homepage(request, { minPrice: 5000, maxPrice: 20000 })).body.totalElements);
    for (const card of await catalogCards(page).all()) {
      const amount = await cardPrice(card);
      expect(amount).toBeGreaterThanOrEqual(5000);
      expect(amount).toBeLessThanOrEqual(20000);
    }

    await price.getByRole('textbox', { name: 'Min ($)' }).fill('abc');
    await price.getByRole('textbox', { name: 'Max ($)' }).fill('1000');
    await price.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\?min=0&max=1000$/);
    await expect(price.getByRole('textbox', { name: 'Min ($)' })).toHaveValue('0');
    await expectCount(page, (await homepage(request, { minPrice: 0, maxPrice: 1000 })).body.totalElements);
    await expect(price.getByRole('radio', { name: '$5000 to $20000' })).not.toBeChecked();

    await price.getByRole('button', { name: 'Reset Price' }).click();
    await expect(page).toHaveURL(/\/xchangeShop$/);
    await expect(price.getByRole('textbox', { name: 'Max ($)' })).toHaveValue('');
  });

  test('within N miles of a place picked from the suggestions', async ({ page, request }) => {
    await openShop(page);
    const distance = filterGroup(page, 'Distance');
    await distance.getByRole('combobox', { name: 'Distance in miles' }).selectOption('100');
    await distance.getByRole('combobox', { name: 'Place' }).fill('Bosto');
    await distance
      .getByRole('option', { name: /^Boston, Massachusetts/ })
      .first()
      .click();
    await expect.poll(() => paramsOf(page).get('miles')).toBe('100');
    const [lat, lng] = [Number(paramsOf(page).get('lat')), Number(paramsOf(page).get('lng'))];
    expect(lat).toBeCloseTo(42.36, 1);
    await expect(distance.getByText(/Showing equipment within 100 miles of Boston/)).toBeVisible();
    const near = (await homepage(request, { latitude: lat, longitude: lng, radiusMiles: 100 })).body;
    expect(near.totalElements).toBeGreaterThan(0);
    await expectCount(page, near.totalElements);
    for (const text of await metaLines(page)) expect(text).toMatch(/miles away/);
  });
});
