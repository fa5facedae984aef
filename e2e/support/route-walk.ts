import { expect, test, type Page } from '@playwright/test';
import {
  routeTable,
  type AuthResponse,
  type HomepageResponse,
  type ProductListResponse,
  type RouteEntry,
  type UserType,
} from '@xchange/contract';
import { bearerOf } from './login';

export type Viewer = 'visitor' | UserType;

/** Who may see a route: public routes as a visitor, the cart as a visitor and a buyer, the rest as their one role. */
export const viewersOf = (route: RouteEntry): Viewer[] =>
  route.access === 'public' ? ['visitor'] : route.access === 'guest-or-buyer' ? ['visitor', 'buyer'] : [route.access];

async function firstListing(page: Page): Promise<number> {
  const response = await page.request.post('/api/v1/home/homepage', { data: { page: 1, size: 1 } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as HomepageResponse).body.content[0]!.id;
}

async function firstSeller(page: Page): Promise<number> {
  const response = await page.request.post('/api/v1/home/homepage', { data: { page: 1, size: 1 } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as HomepageResponse).body.content[0]!.sellerid;
}

async function ownListing(page: Page, seller: AuthResponse): Promise<number> {
  const response = await page.request.post('/api/v1/product', { data: { page: 1, size: 1 }, headers: { Authorization: bearerOf(seller) } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as ProductListResponse).body.content[0]!.id;
}

/** A concrete address of a route: the first listing for /product, its seller for /seller, the seller's own first listing for /editproduct. */
export async function addressOfRoute(page: Page, route: RouteEntry, session: AuthResponse | undefined): Promise<string> {
  if (route.path === '/product') return `/product/${await firstListing(page)}`;
  if (route.path === '/seller') return `/seller/${await firstSeller(page)}`;
  if (route.path === '/editproduct') return `/editproduct/${await ownListing(page, session!)}`;
  return route.path;
}

/** Opens an address and waits until the owning remote shows its page heading and has finished loading its data. */
export async function openRoute(page: Page, address: string, remote: string): Promise<void> {
  await page.goto(address);
  await expect(page.locator(`[data-remote="${remote}"] h1`).first()).toBeVisible();
  await expect(page.getByText(/^Loading .*…$/)).toHaveCount(0);
  // A list refetching keeps its rows, dimmed, under aria-busy: the page is at rest once nothing is busy.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The routes `viewer` may see, in groups of `size`: one test per group reuses its page, and the groups spread over the workers. */
export function routeGroups(viewer: Viewer, size: number): RouteEntry[][] {
  const all = routeTable.filter((r) => viewersOf(r).includes(viewer));
  const groups: RouteEntry[][] = [];
  for (let from = 0; from < all.length; from += size) groups.push(all.slice(from, from + size));
  return groups;
}

/**
 * Opens every route (one step each) and runs `check` on it, which names a problem or returns nothing; the test fails
 * once at the end, listing every route that failed, so one walk reports them all.
 */
export async function walkRoutes(
  page: Page,
  routes: RouteEntry[],
  session: AuthResponse | undefined,
  check: (page: Page) => Promise<string | undefined>,
  errorLines: number,
): Promise<void> {
  const failures: string[] = [];
  for (const route of routes) {
    const address = await addressOfRoute(page, route, session);
    await test.step(address, async () => {
      try {
        await openRoute(page, address, route.remote);
        const problem = await check(page);
        if (problem) failures.push(`${address}: ${problem}`);
      } catch (error) {
        failures.push(`${address}: ${(error as Error).message.split('\n').slice(0, errorLines).join('\n')}`);
      }
    });
  }
  expect(failures, failures.join('\n\n')).toEqual([]);
}
