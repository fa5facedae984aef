import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

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
