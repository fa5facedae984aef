import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, bearerOf, demo, signIn, type Account } from './login';

/** The second demo seller (README): the admin suites deactivate and promote it, and undo both. */
export const seller2: Account = { type: 'seller', username: 'seller2@demo.test', password: 'Seller#2024pass' };

/** The admin remote's slot on the page. */
export const adminOf = (page: Page): Locator => page.locator('[data-remote="admin"]');

/** Signs in as the demo admin and opens an admin page. */
export async function openAdmin(page: Page, path: string, heading: string): Promise<void> {
  await signIn(page, demo.admin);
  await page.goto(path);
  await expect(adminOf(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** An admin bearer header for API calls made beside the UI. */
export async function adminAuth(request: APIRequestContext): Promise<{ authorization: string }> {
  return { authorization: bearerOf(await apiLogin(request, demo.admin)) };
}

/** Searches an admin list and waits for the table to settle. */
export async function searchList(page: Page, label: string, text: string): Promise<void> {
  await adminOf(page).getByRole('searchbox', { name: label }).fill(text);
  await adminOf(page).getByRole('button', { name: 'Search', exact: true }).click();
}

/** 'MM-DD-YYYY' of today plus `days` (UTC). */
export const mdy = (days: number): string => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}`;
};
