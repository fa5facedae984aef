import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { gatewayUptime, releaseCommand, releasesDir, remotesFile, shellPageWithoutConfig } from '../support/release';
import { shopOf } from '../support/shop';

// Swaps the shop remote under the running gateway: in the exclusive project, so no other spec sees the swap.
test.describe('independent release of one remote', () => {
  test.skip(!!process.env.BASE_URL, 'switches remotes.json of the gateway this run starts');

  test('pnpm release mf-shop shows the new build on reload without a shell rebuild or restart; pnpm rollback brings the old one back', async ({
    page,
    request,
  }) => {
    test.setTimeout(10 * 60_000); // one production webpack build of the shop
    const original = await readFile(remotesFile, 'utf8');
    const mark = `e2e-${Date.now()}`;
    let releaseId: string | undefined;
    try {
      const shellBefore = await shellPageWithoutConfig(request);
      const uptimeBefore = await gatewayUptime(request);
      await page.goto('/xchangeShop');
      await expect(shopOf(page).getByRole('heading', { level: 1, name: 'The Xchange Shop' })).toBeVisible();
      await expect(page.getByText(/^Shop build /)).toHaveCount(0);

      // The contract check has its own CI step (pnpm check:contract); here only the build and the switch matter.
      const released = await releaseCommand('release', 'mf-shop', ['--mark', mark, '--skip-contract-check']);
      releaseId = released.match(/\[release\] shop (\S+):/)?.[1];
      expect(releaseId, released).toBeTruthy();
      expect(JSON.parse(await readFile(remotesFile, 'utf8')).shop).toBe(`/releases/shop/${releaseId}/mf-manifest.json`);

      const manifest = page.waitForResponse((r) => r.url().endsWith(`/releases/shop/${releaseId}/mf-manifest.json`) && r.ok());
      await page.reload();
      await manifest;
      await expect(shopOf(page).getByRole('heading', { level: 1, name: 'The Xchange Shop' })).toBeVisible();
      await expect(shopOf(page).getByText(`Shop build ${mark}`)).toBeVisible();
      // The same shell page and the same gateway process served it.
      expect(await shellPageWithoutConfig(request)).toBe(shellBefore);
      expect(await gatewayUptime(request)).toBeGreaterThanOrEqual(uptimeBefore);

      const rolledBack = await releaseCommand('rollback', 'mf-shop');
      expect(rolledBack).toContain(`→ ${JSON.parse(original).shop}`);
      expect(await readFile(remotesFile, 'utf8')).toBe(original);
      await page.reload();
      await expect(shopOf(page).getByRole('heading', { level: 1, name: 'The Xchange Shop' })).toBeVisible();
      await expect(page.getByText(/^Shop build /)).toHaveCount(0);
      expect(await gatewayUptime(request)).toBeGreaterThanOrEqual(uptimeBefore);
    } finally {
      if ((await readFile(remotesFile, 'utf8')) !== original) await writeFile(remotesFile, original);
      if (releaseId) await rm(path.join(releasesDir, 'shop', releaseId), { recursive: true, force: true });
    }
  });
});
