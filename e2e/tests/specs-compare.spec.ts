import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AuthResponse } from '@xchange/contract';
import { bearerOf, demo, signIn, type Account } from '../support/login';
import { catalogCards, filterGroup, openShop, shopOf } from '../support/shop';
import { sellerOf } from '../support/seller-products';

/** A one-page PDF: what the API sniffs by content (magic bytes and a trailer). */
const certificate = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function as(browser: Browser, account: Account): Promise<{ page: Page; auth: AuthResponse }> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })).newPage();
  return { page, auth: await signIn(page, account) };
}

test('an admin adds a field, a seller fills it, a buyer filters by it, compares three listings and downloads a certificate', async ({
  browser,
}) => {
  // four people's pages and an upload: minutes on a busy 2-core machine
  test.setTimeout(240_000);
  const field = `Vertical resolution ${Date.now() % 1_000_000}`;
  const name = `0 E2E Spec Scope ${Date.now() % 1_000_000}`;
  const admin = await as(browser, demo.admin);
  const seller = await as(browser, demo.seller);
  const adminHeaders = { authorization: bearerOf(admin.auth) };
  const sellerHeaders = { authorization: bearerOf(seller.auth) };
  try {
    // the admin adds a number field with a unit to Oscilloscopes
    await admin.page.goto('/admin-specifications');
    const adminArea = admin.page.locator('[data-remote="admin"]');
    await expect(adminArea.getByRole('heading', { level: 1, name: 'Specifications' })).toBeVisible();
    await adminArea.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Oscilloscopes' });
    await expect(adminArea.getByRole('cell', { name: 'Bandwidth', exact: true })).toBeVisible();
    await adminArea.getByRole('button', { name: 'Add field' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Add a field to Oscilloscopes' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill(field);
    await dialog.getByRole('textbox', { name: 'Unit' }).fill('bit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(adminArea.getByRole('cell', { name: field, exact: true })).toBeVisible();

    // the seller lists a calibrated oscilloscope giving it, with a certificate
    await seller.page.goto('/addproduct');
    const form = sellerOf(seller.page);
    await form.getByRole('textbox', { name: /Product Name/ }).fill(name);
    await form.getByRole('textbox', { name: /Product Description/ }).fill('12-bit bench scope, calibrated');
    await expect(form.getByRole('combobox', { name: /Category/ }).locator('option')).not.toHaveCount(1);
    await form.getByRole('combobox', { name: /Category/ }).selectOption('Oscilloscopes');
    await form.getByRole('combobox', { name: /Manufacturer/ }).selectOption('Teledyne LeCroy');
    await form.getByRole('spinbutton', { name: /^Price/ }).fill('15800');
    await form.getByRole('textbox', { name: `${field} (bit)` }).fill('12');
    await form.getByRole('textbox', { name: 'Bandwidth (MHz)' }).fill('1000');
    await form.getByRole('combobox', { name: 'Grade' }).selectOption({ label: 'Grade A: Like new' });
    await form.getByRole('textbox', { name: 'Model number' }).fill('HDO6104B');
    await form.getByRole('textbox', { name: 'Serial number' }).fill('LCRY4127N51234');
    await form.getByRole('checkbox', { name: 'Calibrated' }).check({ force: true });
    await form.getByLabel(/Calibration date/).fill('2026-03-02');
    await form.getByLabel(/Calibration due/).fill('2027-03-02');
    await form.getByRole('textbox', { name: /Laboratory/ }).fill('Trescal Boston');
    await form.getByRole('combobox', { name: 'Accreditation' }).fill('ISO/IEC 17025');
    await form
      .getByLabel('Choose a certificate PDF')
      .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: certificate });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(seller.page.getByText('Product is added')).toBeVisible();

    // a buyer filters the category by the new field's range and finds it
    const buyer = await as(browser, demo.buyer);
    await openShop(buyer.page, '?category=Oscilloscopes');
    const range = filterGroup(buyer.page, `${field} (bit)`);
    await range.getByRole('textbox', { name: 'From (bit)' }).fill('10');
    await range.getByRole('textbox', { name: 'To (bit)' }).fill('14');
    await range.getByRole('button', { name: `Apply ${field}` }).click();
    await expect(buyer.page).toHaveURL(/spec\.\d+=10\.\.14/);
    const found = catalogCards(buyer.page);
    await expect(found).toHaveCount(1);
    await expect(found.first()).toHaveAttribute('aria-label', name);

    // it and two other oscilloscopes go into the comparison
    await found
      .first()
      .getByRole('button', { name: `Compare ${name}` })
      .click();
    await openShop(buyer.page, '?category=Oscilloscopes&sort=price-desc');
    await expect(catalogCards(buyer.page).first()).toBeVisible();
    const others = catalogCards(buyer.page).filter({ hasNotText: name });
    for (const i of [0, 1]) {
      const card = others.nth(i);
      await card.getByRole('button', { name: `Compare ${await card.getAttribute('aria-label')}` }).click();
    }
    const bar = buyer.page.getByRole('region', { name: 'Comparison' });
    await expect(bar.getByText('Compare 3 of 4')).toBeVisible();
    await bar.getByRole('link', { name: 'Compare now' }).click();
    await expect(buyer.page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/);
    const table = shopOf(buyer.page).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(4);
    await expect(table.getByRole('rowheader', { name: `${field} (bit) (differs)` })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Price (differs)' })).toBeVisible();

    // the listing's page offers its certificate as a download
    await table.getByRole('link', { name }).click();
    await expect(shopOf(buyer.page).getByRole('heading', { level: 1, name })).toBeVisible();
    const calibration = shopOf(buyer.page).getByRole('region', { name: 'Calibration' });
    await expect(calibration).toContainText('Calibrated 2026-03-02 by Trescal Boston, ISO/IEC 17025, due 2027-03-02');
    await expect(shopOf(buyer.page).getByText('••••••••••1234')).toBeVisible();
    const [download] = await Promise.all([
      buyer.page.waitForEvent('download'),
      calibration.getByRole('link', { name: /Download calibration certificate/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('HDO6104B-calibration-certificate.pdf');
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    // leave the shared demo catalog as it was: the listing, then the field no listing uses any more
    const list = await seller.page.request.post('/api/v1/product', { data: { page: 1, size: 10, search: name }, headers: sellerHeaders });
    for (const row of ((await list.json()) as { body: { content: { id: number }[] } }).body.content)
      await seller.page.request.delete(`/api/v1/product/${row.id}`, { headers: sellerHeaders });
    const cats = await admin.page.request.get('/api/v1/specs/fields?category=Oscilloscopes');
    const osc = (await cats.json()) as { categoryId: number; fields: { id: number; name: string }[] };
    for (const f of osc.fields.filter((x) => x.name === field))
      await admin.page.request.put(`/api/v1/specs/deleteField?id=${f.id}&uses=0`, { headers: adminHeaders });
  }
});
