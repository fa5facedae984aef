import { expect, test, type Page } from '@playwright/test';
import { shopOf } from '../support/shop';

/** The manifest URLs the page fetched for the shop. */
function shopManifestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (/\/remotes\/shop\/mf-manifest\.json/.test(req.url())) urls.push(new URL(req.url()).search);
  });
  return urls;
}

test.describe('pointing one remote of the composed site elsewhere', () => {
  test("the Module Federation devtools' proxy rewrites a remote's manifest as the runtime registers it", async ({ page }) => {
    // What the devtools extension does in the page: its override rules in localStorage, its global runtime plugin.
    await page.addInitScript(() => {
      localStorage.setItem('__MF_DEVTOOLS__', JSON.stringify({ overrides: { shop: '/remotes/shop/mf-manifest.json?via=devtools' } }));
      const federation = ((globalThis as { __FEDERATION__?: { __GLOBAL_PLUGIN__?: unknown[] } }).__FEDERATION__ ??= {});
      (federation.__GLOBAL_PLUGIN__ ??= []).push({
        name: 'mf-chrome-devtools-override-remotes-plugin',
        beforeRegisterRemote(args: { remote: { name: string; entry?: string; version?: string } }) {
          const rules = JSON.parse(localStorage.getItem('__MF_DEVTOOLS__') ?? '{}') as { overrides?: Record<string, string> };
          const entry = rules.overrides?.[args.remote.name];
          if (entry) {
            delete args.remote.version;
            args.remote.entry = new URL(entry, location.href).href;
          }
          return args;
        },
      });
    });
    const manifests = shopManifestsOf(page);
    await page.goto('/xchangeShop');
    await expect(shopOf(page).getByRole('heading', { level: 1, name: 'The Xchange Shop' })).toBeVisible();
    // a served page shows its heading before the shell has started: wait for the shell to fetch the manifest
    await expect.poll(() => manifests).toContain('?via=devtools');
  });

  test("the site's own override does the same on a page opened on this machine", async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('xchange:remote-overrides', JSON.stringify({ shop: '/remotes/shop/mf-manifest.json?via=override' })),
    );
    const manifests = shopManifestsOf(page);
    await page.goto('/xchangeShop');
    await expect(shopOf(page).getByRole('heading', { level: 1, name: 'The Xchange Shop' })).toBeVisible();
    await expect.poll(() => manifests).toContain('?via=override');
  });

  test('an override to a place with no remote shows the unavailable panel in that slot only', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('xchange:remote-overrides', JSON.stringify({ shop: '/remotes/no-such-remote/mf-manifest.json' })),
    );
    await page.goto('/xchangeShop');
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
