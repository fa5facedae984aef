import { expect, test, type Page } from '@playwright/test';
import {
  routeTable,
  type AuthResponse,
  type HomepageResponse,
  type ProductListResponse,
  type RouteEntry,
  type UserType,
} from '@xchange/contract';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { bearerOf, demoSession, storeAuth } from '../support/login';

type Viewer = 'visitor' | UserType;

/** Who may see a route: public routes as a visitor, the cart as a visitor and a buyer, the rest as their one role. */
const viewersOf = (route: RouteEntry): Viewer[] =>
  route.access === 'public' ? ['visitor'] : route.access === 'guest-or-buyer' ? ['visitor', 'buyer'] : [route.access];

async function firstListing(page: Page): Promise<number> {
  const response = await page.request.post('/api/v1/home/homepage', { data: { page: 1, size: 1 } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as HomepageResponse).body.content[0]!.id;
}

async function ownListing(page: Page, seller: AuthResponse): Promise<number> {
  const response = await page.request.post('/api/v1/product', { data: { page: 1, size: 1 }, headers: { Authorization: bearerOf(seller) } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as ProductListResponse).body.content[0]!.id;
}

/** Opens an address and waits until the owning remote shows its page heading and has finished loading its data. */
async function openRoute(page: Page, address: string, remote: string): Promise<void> {
  await page.goto(address);
  await expect(page.locator(`[data-remote="${remote}"] h1`).first()).toBeVisible();
  await expect(page.getByText(/^Loading .*…$/)).toHaveCount(0);
}

// Routes per test: one page per role reused across its routes, while the visitor's many routes use both workers.
const perTest = 14;

for (const viewer of ['visitor', 'buyer', 'seller', 'admin'] as const) {
  const all = routeTable.filter((r) => viewersOf(r).includes(viewer));
  for (let from = 0; from < all.length; from += perTest) {
    const routes = all.slice(from, from + perTest);

    test(`the routes ${routes[0]!.path} … ${routes.at(-1)!.path} have no serious axe violations for ${viewer === 'admin' ? 'an' : 'a'} ${viewer}`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + routes.length * 12_000);
      const session = viewer === 'visitor' ? undefined : await demoSession(page.request, viewer);
      if (session && viewer !== 'visitor') await storeAuth(page, session, viewer);
      const failures: string[] = [];
      for (const route of routes) {
        let address = route.path;
        if (route.path === '/product') address = `/product/${await firstListing(page)}`;
        if (route.path === '/editproduct') address = `/editproduct/${await ownListing(page, session!)}`;
        await test.step(address, async () => {
          try {
            await openRoute(page, address, route.remote);
            await expectNoSeriousA11yViolations(page);
          } catch (error) {
            failures.push(`${address}: ${(error as Error).message.split('\n').slice(0, 12).join('\n')}`);
          }
        });
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    });
  }
}
