import { expect, test, type Page } from '@playwright/test';
import { storeSession } from '../support/session';

/** Maps each loaded script to the npm packages inside it, using every app's chunk-packages.json. */
async function packagesByScript(page: Page): Promise<Map<string, string[]>> {
  const scripts: string[] = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')),
  );
  const manifests = new Map<string, Record<string, string[]>>();
  const result = new Map<string, string[]>();
  for (const url of scripts) {
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    if (!manifests.has(base)) {
      const res = await page.request.get(`${base}chunk-packages.json`);
      manifests.set(base, res.ok() ? await res.json() : {});
    }
    const file = url.slice(base.length).split('?')[0] ?? '';
    result.set(url, manifests.get(base)?.[file] ?? []);
  }
  return result;
}

test('react, react-dom, the router, zustand and emotion come from one build only, however many remotes load', async ({ page }) => {
  await storeSession(page, 'seller');
  await page.goto('/home');
  await expect(page.locator('[data-remote="marketing"] h1')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'The Xchange Shop' }).first().click();
  await expect(page.locator('[data-remote="shop"] h1')).toBeVisible();
  await page.evaluate(() => window.history.pushState(null, '', '/overview'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.locator('[data-remote="seller"] h1')).toBeVisible();

  const byScript = await packagesByScript(page);
  for (const pkg of ['react', 'react-dom', 'react-router', 'zustand', '@emotion/react']) {
    const carriers = [...byScript].filter(([, pkgs]) => pkgs.includes(pkg)).map(([url]) => url);
    const builds = new Set(carriers.map((url) => url.slice(0, url.lastIndexOf('/'))));
    expect(carriers.length, `${pkg} is loaded`).toBeGreaterThan(0);
    expect([...builds], `${pkg} shipped by: ${carriers.join(', ')}`).toHaveLength(1);
  }
});
