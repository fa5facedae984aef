import { expect, test } from '@playwright/test';
import { routeTable, type RouteEntry } from '@xchange/contract';
import { storeDemoSession } from '../support/login';
import { watchConsole } from '../support/console';
import { addressOfRoute } from '../support/route-walk';

/** A concrete address for each route of the table (prefix routes get a child path). */
const addressOf = (r: RouteEntry) => (r.match === 'prefix' ? `${r.path}/1` : r.path);

for (const route of routeTable) {
  test(`${route.path} renders the ${route.remote} frame without console errors`, async ({ page }) => {
    const problems = watchConsole(page);
    if (route.access !== 'public' && route.access !== 'guest-or-buyer') await storeDemoSession(page, route.access);
    // a storefront needs a shown seller's id: id 1 is no seller, and its 404 would be logged
    const address = route.path === '/seller' ? await addressOfRoute(page, route, undefined) : addressOf(route);
    await page.goto(address);
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expect(page.locator(`[data-remote="${route.remote}"] h1`).first()).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
