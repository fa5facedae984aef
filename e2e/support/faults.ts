import type { Page } from '@playwright/test';

/** Every file of one remote's build (manifest, remoteEntry, chunks), as the gateway serves it. */
export const remoteFiles = (remote: string): string => `**/remotes/${remote}/**`;

/** Makes a remote's server unreachable: every request for its files fails at the network level. */
export async function remoteDown(page: Page, remote: string): Promise<void> {
  await page.route(remoteFiles(remote), (route) => route.abort('connectionrefused'));
}

/** Makes a remote's server slow: each of its files is answered only after `ms`. */
export async function remoteSlow(page: Page, remote: string, ms = 3_000): Promise<void> {
  await page.route(remoteFiles(remote), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined); // the page may have closed meanwhile
  });
}

/** Makes the API unreachable for the page: every /api/v1 call fails at the network level. */
export async function apiDown(page: Page): Promise<void> {
  await page.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
}

/** The visible text of the page's body (a blank page has none besides whitespace). */
export const bodyText = async (page: Page): Promise<string> => ((await page.locator('body').innerText()) ?? '').trim();
