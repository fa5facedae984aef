import { expect, type Page } from '@playwright/test';

/**
 * Waits until the remote has taken over a page the gateway sent drawn (its slot loses `data-server-rendered`). Such a
 * page asks for its scripts only after it has painted, so `goto`, which waits for the load event, can return before
 * they have run. A user cannot type into a drawn field before then (it takes no pointer events), but `fill` and
 * `press` can, and what they typed would never reach the page's state.
 */
export async function takenOver(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0, { timeout });
}
