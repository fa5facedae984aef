import type { Page } from '@playwright/test';
import type { UserType } from '@xchange/contract';

/** Names the e2e users carry in their stored profile. */
export const e2eUser = { firstname: 'Jane', lastname: 'Doe' };

/** Stores a session the way the shell does (SPEC §3) before any page script runs. */
export async function storeSession(page: Page, type: UserType): Promise<void> {
  await page.addInitScript(
    ([t, data]) => {
      if (window.sessionStorage.getItem('e2e-session-set')) return;
      window.sessionStorage.setItem('e2e-session-set', '1');
      window.localStorage.setItem('token', 'Bearer e2e-frame-check');
      window.localStorage.setItem('type', t);
      window.localStorage.setItem('data', data);
    },
    [type, JSON.stringify({ id: 1, username: `${type}@demo.test`, ...e2eUser })] as const,
  );
}
