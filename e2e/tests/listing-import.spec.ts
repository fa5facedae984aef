import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator } from '@playwright/test';
import { listingColumns, productMessages } from '@xchange/contract';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { bearerOf, demo, signIn } from '../support/login';
import { openProductList, productRow, sellerOf } from '../support/seller-products';

// Names, categories and brands of the seed (infra/api/src/seed/data), so every row but one passes the product form's checks.
const categories = ['Oscilloscopes', 'Spectrum Analyzers'];
const brands = ['Keysight', 'Tektronix', 'Rohde & Schwarz', 'Fluke'];
const conditions = ['Used', 'Refurbished', 'New'];
/** The row of the file (the header being row 1) whose name is left empty. */
const badRow = 7;

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A 20-listing file in the template's columns; row `badRow` has no name. */
function listingsCsv(prefix: string, stamp: number): { csv: string; sku: (row: number) => string } {
  const sku = (row: number) => `E2E-${stamp}-${String(row).padStart(2, '0')}`;
  const lines = [listingColumns.map((c) => c.header).join(',')];
  for (let row = 2; row <= 21; row++) {
    const i = row - 2;
    const cells: Record<(typeof listingColumns)[number]['key'], string | number> = {
      sku: sku(row),
      name: row === badRow ? '' : `${prefix} Unit ${String(row).padStart(2, '0')}`,
      description: `Bench instrument, calibrated, lot ${stamp}`,
      category: categories[i % categories.length]!,
      brand: brands[i % brands.length]!,
      condition: conditions[i % conditions.length]!,
      price: 1500 + i * 25,
      discountprice: '',
      quantity: 1,
      location: '',
      tags: 'Benchtop',
      images: '',
    };
    lines.push(listingColumns.map((c) => csvCell(cells[c.key])).join(','));
  }
  return { csv: `${lines.join('\n')}\n`, sku };
}

const text = async (download: Download) => readFile(await download.path(), 'utf8');
/** One of the page's figures ('Created' 19) by its label. */
const figure = (area: Locator, label: string) => area.getByRole('listitem').filter({ has: area.page().getByText(label, { exact: true }) });

test.describe('listing import', () => {
  // a failed run must not leave its listings behind in the seller's lists
  let cleanUp: (() => Promise<void>) | undefined;
  test.afterEach(async () => {
    await cleanUp?.();
  });

  test('a seller checks a 20-row CSV, sees the bad row by its number, imports the other 19 as drafts and finds them under Products', async ({
    page,
  }) => {
    // two jobs of 20 rows, polled each second, and five pages on a busy 2-core machine
    test.setTimeout(180_000);
    const stamp = Date.now() % 1_000_000;
    // '0…' sorts first in the seller's name-sorted tables
    const prefix = `0 E2E Import ${stamp}`;
    const { csv, sku } = listingsCsv(prefix, stamp);
    const auth = await signIn(page, demo.seller);
    cleanUp = async () => {
      const headers = { authorization: bearerOf(auth) };
      const list = await page.request.post('/api/v1/product', { data: { page: 1, size: 100, search: prefix }, headers });
      const rows = ((await list.json()) as { body: { content: { id: number }[] } }).body.content;
      for (const row of rows) await page.request.delete(`/api/v1/product/${row.id}`, { headers });
    };

    // from the product list's button
    await page.goto('/products');
    const area = sellerOf(page);
    // the button beside 'Add A Product', not the sidebar's entry
    await area.getByRole('main').getByRole('link', { name: 'Import listings' }).click();
    await expect(page).toHaveURL(/\/importlistings$/);
    await expect(area.getByRole('heading', { level: 1, name: 'Import listings' })).toBeVisible();
    await expect(page).toHaveTitle(/^Import listings \|/);
    await expectNoSeriousA11yViolations(page);

    // the template starts with our columns
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      area.getByRole('button', { name: 'Download the template (CSV)' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('listings-template.csv');
    expect((await text(template)).split(/\r?\n/)[0]!.replace(/^\uFEFF/, '')).toBe(listingColumns.map((c) => c.header).join(','));

    // the check names the bad row and writes nothing
    await area.getByLabel(/Your file/).setInputFiles({ name: 'e2e-import.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await area.getByRole('button', { name: 'Check file' }).click();
    await expect(area.getByRole('heading', { name: 'Check of e2e-import.csv' })).toBeVisible({ timeout: 60_000 });
    await expect(figure(area, 'Will be created')).toContainText(/created\s*19$/);
    await expect(figure(area, 'Rows with errors')).toContainText(/errors\s*1$/);
    const errors = area.getByRole('table', { name: /Rows that will not be imported/ });
    await expect(errors.getByRole('row').nth(1).getByRole('cell')).toHaveText([String(badRow), 'Name', productMessages.required]);
    await expect(area.getByRole('combobox', { name: 'SKU' })).toHaveValue('SKU');
    await expectNoSeriousA11yViolations(page);
    const before = await page.request.post('/api/v1/product', {
      data: { page: 1, size: 100, search: prefix },
      headers: { authorization: bearerOf(auth) },
    });
    expect(((await before.json()) as { body: { totalElements: number } }).body.totalElements).toBe(0);

    // import the 19 good rows as drafts
    const drafts = area.getByRole('radio', { name: /^Save as drafts/ });
    await drafts.check({ force: true });
    await expect(drafts).toBeChecked();
    await area.getByRole('button', { name: 'Import 19 listings' }).click();
    await expect(area.getByRole('heading', { name: 'Import of e2e-import.csv finished' })).toBeVisible({ timeout: 60_000 });
    await expect(figure(area, 'Created')).toContainText(/Created\s*19$/);
    await expect(figure(area, 'Failed')).toContainText(/Failed\s*1$/);
    await expect(area.getByRole('table', { name: /Rows that were not imported/ })).toContainText(productMessages.required);

    // the result names every row, the refused one among them
    const [result] = await Promise.all([
      page.waitForEvent('download'),
      area.getByRole('button', { name: 'Download the result (CSV)' }).click(),
    ]);
    const outcome = await text(result);
    expect(outcome).toContain(sku(badRow));
    expect(outcome).toContain(sku(21));

    // the 19 listings are under Products
    await area.getByRole('link', { name: 'Go to Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    const table = await openProductList(page);
    await expect(productRow(table, prefix)).toHaveCount(19);
    await expect(productRow(table, `${prefix} Unit 21`)).toHaveCount(1);
  });
});
