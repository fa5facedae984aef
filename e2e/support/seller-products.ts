import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Product } from '@xchange/contract';
import { apiLogin, bearerOf, demo } from './login';
import { orangeJpeg } from './pictures';
import { shopLookups } from './shop';

/** The seller remote's slot on the page. */
export const sellerOf = (page: Page): Locator => page.locator('[data-remote="seller"]');

/** The seeded demo video (a small WebM) reused as a product video. */
export const demoWebm = path.resolve(import.meta.dirname, '../../infra/api/src/seed/media/keysight-dsox3034a-demo.webm');

/** Opens /products showing 100 rows (sorted by name, so a name starting with '0' comes first). */
export async function openProductList(page: Page): Promise<Locator> {
  await page.goto('/products');
  const area = sellerOf(page);
  await expect(area.getByRole('heading', { level: 1, name: 'Recent Products' })).toBeVisible();
  await area.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
  return area.getByRole('table', { name: 'Recent products' });
}

/** The row of one product in a seller table. */
export const productRow = (table: Locator, name: string): Locator => table.getByRole('row').filter({ hasText: name });

/** The demo seller publishes a listing through the product form's call (one picture); `fields` replace the defaults. */
export async function publishDemoListing(
  request: APIRequestContext,
  fields: { productname: string; description: string; price: string; condition: string } & Record<string, string>,
): Promise<Product> {
  const seller = await apiLogin(request, demo.seller);
  const lookups = await shopLookups(request);
  const response = await request.post('/api/v1/product/savewithfiles', {
    headers: { Authorization: bearerOf(seller) },
    multipart: {
      discountprice: '',
      sellinginstrument: lookups.categories.includes('Oscilloscopes') ? 'Oscilloscopes' : lookups.categories[0]!,
      manufacturer: lookups.manufacturer.includes('Keysight') ? 'Keysight' : lookups.manufacturer[0]!,
      tags: '',
      ...fields,
      pfile: orangeJpeg,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Product;
}
