import { expect, test } from '@playwright/test';
import { routesOf } from '@xchange/contract';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { watchConsole } from '../support/console';

/** Every public page of the marketing remote (docs/product.md §2.2 plus /contactus and /service-connect). */
const publicRoutes = routesOf('marketing')
  .filter((r) => r.access === 'public')
  .map((r) => r.path);

test('the marketing remote owns every public page of docs/product.md §2.2', () => {
  for (const path of [
    '/',
    '/home',
    '/aboutus',
    '/support',
    '/advertise',
    '/rent',
    '/lease',
    '/faq',
    '/terms-and-condition',
    '/career',
    '/contact',
    '/contactus',
    '/privacy',
    '/sell',
    '/service-connect',
    '/sellerhubpage',
    '/buyerhubpage',
    '/loginpage',
    '/verification',
    '/stripe',
  ]) {
    expect(publicRoutes).toContain(path);
  }
});

for (const path of publicRoutes) {
  test(`${path} renders its heading without console errors, with a title and a description, and passes axe`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(path);
    await expect(page.locator('[data-remote="marketing"] h1').first()).toBeVisible();
    await expect(page).toHaveTitle(/\| The Xchange Marketplace$/);
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length, 'meta description').toBeGreaterThan(40);
    await expectNoSeriousA11yViolations(page);
    expect(problems).toEqual([]);
  });
}

test('no two pages share a title or a meta description', async ({ page }) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of publicRoutes) {
    await page.goto(path);
    await expect(page.locator('[data-remote="marketing"] h1').first()).toBeVisible();
    await expect(page).toHaveTitle(/\| The Xchange Marketplace$/);
    titles.set(await page.title(), path);
    descriptions.set((await page.locator('meta[name="description"]').getAttribute('content')) ?? '', path);
  }
  expect([...titles.values()]).toEqual(publicRoutes);
  expect([...descriptions.values()]).toEqual(publicRoutes);
});
