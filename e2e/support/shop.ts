import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { HomepageResponse, LookupsWire } from '@xchange/contract';
import { takenOver } from './taken-over';

/** The shop remote's slot on the page. */
export const shopOf = (page: Page): Locator => page.locator('[data-remote="shop"]');

/** The catalog grid's listing cards (featured products excluded). */
export const catalogCards = (page: Page): Locator =>
  shopOf(page)
    .getByRole('region', { name: /All Equipment|Results for/ })
    .getByRole('article');

/** One filter group of the side column ('Brand', 'Price', …). */
export const filterGroup = (page: Page, name: string): Locator =>
  shopOf(page).getByRole('complementary', { name: 'Filters' }).getByRole('region', { name, exact: true });

/** GET home/lookups as the API answers it. */
export async function shopLookups(request: APIRequestContext): Promise<LookupsWire> {
  const response = await request.get('/api/v1/home/lookups');
  expect(response.status()).toBe(200);
  return (await response.json()) as LookupsWire;
}

/** POST home/homepage with a body, as the API answers it. */
export async function homepage(request: APIRequestContext, body: Record<string, unknown>): Promise<HomepageResponse> {
  const response = await request.post('/api/v1/home/homepage', { data: body });
  expect(response.status()).toBe(200);
  return (await response.json()) as HomepageResponse;
}

/** The address bar's query of the page as a URLSearchParams. */
export const paramsOf = (page: Page): URLSearchParams => new URL(page.url()).searchParams;

/** Opens the shop and waits for the first catalog page, taken over by the shop's code. */
export async function openShop(page: Page, query = ''): Promise<void> {
  await page.goto(`/xchangeShop${query}`);
  await expect(shopOf(page).getByRole('heading', { level: 1, name: 'The Xchange Shop' })).toBeVisible();
  await takenOver(page);
}

/** The listed price a card shows (the price a buyer pays, first amount). */
export async function cardPrice(card: Locator): Promise<number> {
  // A discount is shown first, before the struck-through price.
  const amount = /\$([\d,]+(?:\.\d+)?)/.exec((await card.textContent()) ?? '')?.[1] ?? '';
  return Number(amount.replace(/,/g, ''));
}

/** The names of the catalog cards once the grid has settled (no page loading). */
export async function settledCardNames(page: Page): Promise<string[]> {
  await expect(shopOf(page).getByTestId('catalog-grid')).toHaveAttribute('aria-busy', 'false');
  return catalogCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
}
