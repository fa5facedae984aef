import type { Page } from '@playwright/test';
import type { UserType } from '@xchange/contract';
import { apiLogin, demo, storeAuth } from './login';

/**
 * Stores a real session of the demo user of `type` the way the shell does (docs/product.md §3) before any page script runs.
 * It must be a real one: the shell and the hubs call the API at once (server cart, unread messages), and a
 * refused token signs the user out.
 */
export async function storeSession(page: Page, type: UserType): Promise<void> {
  await storeAuth(page, await apiLogin(page.request, demo[type]), type);
}
