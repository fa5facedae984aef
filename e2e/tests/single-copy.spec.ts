import { expect, test, type Page } from '@playwright/test';
import { storeSession } from '../support/session';
import { takenOver } from '../support/taken-over';

// Every webpack build carries its own federation bundler runtime: it binds to that build's module registry and cannot be
// shared. The runtime core can, and is: the shell provides it and remotes use it (experiments.externalRuntime).
const perBuildRuntime = /^@module-federation\/(webpack-bundler-runtime|runtime|error-codes)\//;
const runtimeCore = /^@module-federation\/runtime-core\//;

/** Maps each loaded script to what is inside it, using each build's chunk-packages.json or chunk-modules.json. */
async function contentsByScript(page: Page, manifest: 'chunk-packages.json' | 'chunk-modules.json'): Promise<Map<string, string[]>> {
  const scripts: string[] = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  );
  const manifests = new Map<string, Record<string, string[]>>();
  const result = new Map<string, string[]>();
  for (const url of scripts) {
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    if (!manifests.has(base)) {
      const res = await page.request.get(`${base}${manifest}`);
      manifests.set(base, res.ok() ? await res.json() : {});
    }
    const file = url.slice(base.length).split('?')[0] ?? '';
    result.set(url, manifests.get(base)?.[file] ?? []);
  }
  return result;
}

/** Waits until no new resource has been fetched for a second (the hubs keep a message stream open: no network idle). */
async function settle(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count === last) return;
    last = count;
    await page.waitForTimeout(1000);
  }
}

const pages = [
  { path: '/home', remote: 'marketing', as: undefined },
  { path: '/xchangeShop', remote: 'shop', as: undefined },
  { path: '/overview', remote: 'seller', as: 'seller' },
  { path: '/admin-brands', remote: 'admin', as: 'admin' },
] as const;

for (const { path, remote, as } of pages) {
  test(`${path} ships no module twice`, async ({ page }) => {
    if (as) await storeSession(page, as);
    await page.goto(path);
    await expect(page.locator(`[data-remote="${remote}"] h1`)).toBeVisible();
    await takenOver(page);
    await settle(page);
    const carriers = new Map<string, string[]>();
    for (const [url, modules] of await contentsByScript(page, 'chunk-modules.json')) {
      for (const m of modules) if (!perBuildRuntime.test(m)) carriers.set(m, [...(carriers.get(m) ?? []), url]);
    }
    expect(carriers.size, 'the manifests list the modules').toBeGreaterThan(100);
    const twice = [...carriers].filter(([, urls]) => urls.length > 1).map(([m, urls]) => `${m} in ${urls.join(', ')}`);
    expect(twice).toEqual([]);
    const core = [...carriers].filter(([m]) => runtimeCore.test(m)).flatMap(([, urls]) => urls);
    expect(core.length, "the federation runtime's core is on the page").toBeGreaterThan(0);
    expect(new Set(core), "once, in the shell's main.js").toEqual(new Set([expect.stringMatching(/\/main\.js$/)]));
  });
}

// The shop's build sorts after the shell's by name, which is how webpack would pick between two unloaded copies.
test("a dialog opened in a remote runs on the shell's copy of the overlays, and its filters on the shell's controls", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/xchangeShop');
  await page
    .getByRole('button', { name: /: view details$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('link', { name: /Open the listing's own page/ })).toBeVisible();
  await settle(page);
  const byScript = await contentsByScript(page, 'chunk-modules.json');
  const overlays = [...byScript]
    .filter(([, modules]) => modules.includes('@xchange/ui/src/overlays.ts'))
    .map(([url]) => new URL(url).pathname);
  expect(overlays, 'the overlays entry comes from the shell build').toEqual([expect.stringMatching(/^\/[^/]+\.js$/)]);
  const controls = [...byScript]
    .filter(([, modules]) => modules.includes('@xchange/ui/src/controls.ts'))
    .map(([url]) => new URL(url).pathname);
  expect(controls, 'the controls entry comes from the shell build').toEqual([expect.stringMatching(/^\/[^/]+\.js$/)]);
  const seen = new Set<string>();
  const twice = [...byScript]
    .flatMap(([, modules]) => modules)
    .filter((m) => !perBuildRuntime.test(m))
    .filter((m) => seen.has(m) || !seen.add(m));
  expect(twice).toEqual([]);
  expect(errors).toEqual([]);
});

test('react, react-dom, zustand, emotion and @xchange/ui come from one build only, however many remotes load', async ({ page }) => {
  await storeSession(page, 'seller');
  await page.goto('/home');
  await expect(page.locator('[data-remote="marketing"] h1')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'The Xchange Shop' }).first().click();
  await expect(page.locator('[data-remote="shop"] h1')).toBeVisible();
  await page.evaluate(() => window.history.pushState(null, '', '/overview'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.locator('[data-remote="seller"] h1')).toBeVisible();

  const byScript = await contentsByScript(page, 'chunk-packages.json');
  for (const pkg of ['react', 'react-dom', 'zustand', '@emotion/react', '@xchange/ui']) {
    const carriers = [...byScript].filter(([, pkgs]) => pkgs.includes(pkg)).map(([url]) => url);
    const builds = new Set(carriers.map((url) => url.slice(0, url.lastIndexOf('/'))));
    expect(carriers.length, `${pkg} is loaded`).toBeGreaterThan(0);
    expect([...builds], `${pkg} shipped by: ${carriers.join(', ')}`).toHaveLength(1);
  }
  // Each remote mounts its own router, so each carries the part of react-router it uses (not shared: see README).
  const routers = [...byScript].filter(([, pkgs]) => pkgs.includes('react-router')).map(([url]) => url);
  expect(routers.every((url) => url.includes('/remotes/'))).toBe(true);
});
